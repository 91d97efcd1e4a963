import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CaseStatusBadge, mobile } from 'shared/ui';
import { formatCell, isNumericType, type CellType } from '../utils/formatCell';

const StyledScroll = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

const StyledTable = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 120ms;
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    font-size: 12px;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-top: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  [data-align='right'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${mobile} {
    font-size: 12px;
  }
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const StyledSortMark = styled.span<{ $active: boolean }>`
  opacity: ${({ $active }) => ($active ? 1 : 0.35)};
  font-size: 10px;
`;

export interface ReportTableColumn {
  key: string;
  label: string;
  type: CellType;
  sortable?: boolean;
}

export interface ReportTableSort {
  key: string;
  order: 1 | -1;
}

export type ReportRow = Readonly<Record<string, unknown>>;

export interface ReportTableProps {
  label: string;
  columns: readonly ReportTableColumn[];
  rows: readonly ReportRow[];
  /** Sums (or other aggregates) over every row the filters match, by column key; shown in the footer. */
  totals?: Readonly<Record<string, number | null>> | null;
  sort: ReportTableSort | null;
  onSort?: (sort: ReportTableSort) => void;
  /** The app path a row opens, when it has one (the first column becomes a link). */
  rowLink?: (row: ReportRow) => string | null;
  busy?: boolean;
}

/** Next sort on a header: a new column ascending, the same column flips. */
export const nextReportSort = (current: ReportTableSort | null, key: string): ReportTableSort =>
  current?.key === key ? { key, order: current.order === 1 ? -1 : 1 } : { key, order: 1 };

function Cell({ column, row, link }: { column: ReportTableColumn; row: ReportRow; link: string | null }): ReactNode {
  const value = row[column.key];
  if (column.type === 'status' && typeof value === 'number') return <CaseStatusBadge statusId={value} />;
  const text = formatCell(value, column.type);
  return link ? <Link to={link}>{text}</Link> : text;
}

/**
 * The report's rows: headers sort on the server (buttons, so Tab and Enter work; aria-sort says
 * the order), a totals row in the footer, a horizontal scroll at phone widths.
 */
export function ReportTable({ label, columns, rows, totals, sort, onSort, rowLink, busy = false }: ReportTableProps) {
  const showTotals = !!totals && columns.some((c) => typeof totals[c.key] === 'number');
  return (
    <StyledScroll tabIndex={0} role="region" aria-label={`${label} (scrolls sideways)`}>
      <StyledTable aria-label={label} aria-busy={busy} $busy={busy}>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort?.key === c.key;
              const align = isNumericType(c.type) ? 'right' : undefined;
              return (
                <th
                  key={c.key}
                  scope="col"
                  data-align={align}
                  aria-sort={
                    c.sortable ? (active ? (sort.order === 1 ? 'ascending' : 'descending') : 'none') : undefined
                  }
                >
                  {c.sortable && onSort ? (
                    <StyledSortButton type="button" onClick={() => onSort(nextReportSort(sort, c.key))}>
                      {c.label}
                      <StyledSortMark aria-hidden="true" $active={active}>
                        {active && sort.order === -1 ? '▼' : '▲'}
                      </StyledSortMark>
                    </StyledSortButton>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const link = rowLink?.(row) ?? null;
            return (
              <tr key={i}>
                {columns.map((c, j) => (
                  <td key={c.key} data-align={isNumericType(c.type) ? 'right' : undefined}>
                    <Cell column={c} row={row} link={j === 0 ? link : null} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {showTotals ? (
          <tfoot>
            <tr>
              {columns.map((c, j) => {
                const v = totals[c.key];
                if (j === 0 && typeof v !== 'number')
                  return (
                    <th key={c.key} scope="row">
                      Total
                    </th>
                  );
                return (
                  <td key={c.key} data-align={isNumericType(c.type) ? 'right' : undefined}>
                    {typeof v === 'number' ? formatCell(v, c.type) : ''}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        ) : null}
      </StyledTable>
    </StyledScroll>
  );
}
