import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TWidgetCountsData, TWidgetListData, TWidgetRow } from 'shared/contract';
import { formatDate, type DashboardWidgetDef, type WidgetView } from 'shared/domain';
import { CaseStatusBadge, StatusBadge } from 'shared/ui';
import { countGroups, countsChart } from '../utils/series';
import { Chart } from './Chart';

const StyledRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    padding: ${({ theme }) => `${theme.space(2)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  a,
  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledSide = styled.div<{ $tone: TWidgetRow['tone'] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 13px;
  color: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.color.danger
      : $tone === 'warning'
        ? theme.color.warning
        : $tone === 'success'
          ? theme.color.success
          : theme.color.textMuted};
`;

const rowDate = (row: TWidgetRow) => (row.date ? formatDate(row.date) : null);

/** A list widget's rows: each opens its record (the api gives the link path). */
export function WidgetRows({ title, data }: { title: string; data: TWidgetListData }) {
  return (
    <StyledRows aria-label={`${title} rows`}>
      {data.rows.map((row) => (
        <li key={row.id}>
          <StyledMain>
            {row.path ? <Link to={row.path}>{row.title}</Link> : <strong>{row.title}</strong>}
            {row.subtitle ? <small>{row.subtitle}</small> : null}
          </StyledMain>
          <StyledSide $tone={row.tone}>
            {row.status ? (
              row.status.id !== null ? (
                <CaseStatusBadge statusId={row.status.id} />
              ) : (
                <StatusBadge>{row.status.label}</StatusBadge>
              )
            ) : null}
            {row.meta ? <span>{row.meta}</span> : null}
            {rowDate(row) ? (
              <span>
                {row.dateLabel ? `${row.dateLabel}: ` : null}
                {rowDate(row)}
              </span>
            ) : null}
          </StyledSide>
        </li>
      ))}
    </StyledRows>
  );
}

const StyledCountTable = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13px;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  thead th:not(:first-child) {
    text-align: right;
  }
`;

/** The label of the groups column of a counts widget (Status, Branch, Client…). */
export const groupHeading = (def: DashboardWidgetDef): string =>
  def.sortOptions.find((o) => o.path === 'label')?.label ?? (def.key === 'pending-cases-stats' ? 'Case type' : 'Group');

/** A counts widget: LIST is a table of the groups (each opens its list), CHART a chart.js bar chart. */
export function WidgetCounts({
  def,
  data,
  view,
}: {
  def: DashboardWidgetDef;
  data: TWidgetCountsData;
  view: WidgetView;
}): ReactNode {
  const heading = groupHeading(def);
  const spec = useMemo(() => countsChart(data.series, heading), [data.series, heading]);
  if (view === 'CHART') return <Chart spec={spec} title={def.title} />;
  const groups = countGroups(data.series);
  return (
    <StyledCountTable>
      <table aria-label={`${def.title} counts`}>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {data.series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.key}>
              <th scope="row">{g.path ? <Link to={g.path}>{g.label}</Link> : g.label}</th>
              {g.counts.map((n, i) => (
                <td key={data.series[i]?.key ?? i}>{n.toLocaleString('en-US')}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {data.series.length === 1 ? (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{data.total.toLocaleString('en-US')}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </StyledCountTable>
  );
}
