import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Loading, StyledButton } from 'shared/ui';
import { chartSummary, type ChartSpec } from './chartTypes';

/** chart.js lives in this chunk only: nothing of it is downloaded until a chart is rendered. */
const ChartCanvas = lazy(() => import(/* webpackChunkName: "chart" */ './ChartCanvas'));

export interface ChartProps {
  spec: ChartSpec;
  /** What the chart shows (its accessible name starts with it). */
  title: string;
  height?: number;
}

/** A chart.js chart, loaded on first use. */
export function Chart({ spec, title, height }: ChartProps) {
  return (
    <Suspense fallback={<Loading label="Loading chart…" />}>
      <ChartCanvas spec={spec} label={chartSummary(title, spec)} {...(height ? { height } : {})} />
    </Suspense>
  );
}

const StyledTableWrap = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13px;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

const formatValue = (n: number, suffix = '') =>
  `${Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 1 })}${suffix}`;

/** The chart's values as a table: the accessible alternative, and the LIST view of a counting widget. */
export function ChartDataTable({ spec, title }: { spec: ChartSpec; title: string }) {
  return (
    <StyledTableWrap>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{spec.labelHeading ?? 'Category'}</th>
            {spec.series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.labels.map((label, i) => (
            <tr key={`${label}-${i}`}>
              <th scope="row">{label}</th>
              {spec.series.map((s) => (
                <td key={s.label}>{formatValue(s.data[i] ?? 0, spec.valueSuffix)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </StyledTableWrap>
  );
}

const StyledFigure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

/** A chart with a button that shows its data as a table instead (for screen readers and exact values). */
export function ChartFigure({ spec, title, height }: ChartProps) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <StyledFigure aria-labelledby={`${id}-title`}>
      <figcaption>
        <span id={`${id}-title`}>{title}</span>
        <StyledButton type="button" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? 'Show chart' : 'Show data table'}
        </StyledButton>
      </figcaption>
      {asTable ? (
        <ChartDataTable spec={spec} title={title} />
      ) : (
        <Chart spec={spec} title={title} {...(height ? { height } : {})} />
      )}
    </StyledFigure>
  );
}
