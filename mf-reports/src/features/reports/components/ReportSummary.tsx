import styled from 'styled-components';
import type { ReportTotal } from 'shared/domain';
import { formatCell } from '../utils/formatCell';

const StyledSummary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

export interface ReportSummaryProps {
  total: number;
  rowLabel: string;
  totals: readonly ReportTotal[];
  values: Readonly<Record<string, number>>;
}

/** The figures over the whole filtered set (not only the page): the row count and the registry's totals. */
export function ReportSummary({ total, rowLabel, totals, values }: ReportSummaryProps) {
  return (
    <section aria-label="Totals over every matching row">
      <StyledSummary>
        <div>
          <dt>{rowLabel}</dt>
          <dd>{formatCell(total, 'number')}</dd>
        </div>
        {totals.map((t) => (
          <div key={t.key}>
            <dt>{t.label}</dt>
            <dd>{typeof values[t.key] === 'number' ? formatCell(values[t.key], 'number') : '—'}</dd>
          </div>
        ))}
      </StyledSummary>
    </section>
  );
}
