import { useMemo } from 'react';
import { listCompaniesCall, listLcaCall, type TLcaListItem } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { useCallQuery } from 'shared/query';
import { buildPath } from 'shared/routes';
import { StyledLinkButton, type ListColumn, type ListFilterDef } from 'shared/ui';
import { kindColumns, KindListPage } from '../../common/KindListPage';
import { fetchLcaPage, LCA_FILTER_KEYS, LCA_PERIOD_FILTERS, LCA_STATUS_OPTIONS } from '../api/lcaQueries';
import { lcaStatusTone, periodText } from '../components/lcaText';

const common = kindColumns<TLcaListItem>(lcaStatusTone);
const columns: ListColumn<TLcaListItem>[] = [
  common.caseNumber('LCA'),
  common.status,
  { id: 'employer', header: 'Employer', sortKey: 'employerName', mobile: 'subtitle', wrap: true, cell: (l) => l.employerName ?? l.petitionerName ?? '—' },
  { id: 'jobTitle', header: 'Job', sortKey: 'jobTitle', wrap: true, cell: (l) => l.jobTitle ?? '—' },
  common.soc,
  common.beneficiary,
  { id: 'case', header: 'H-1B case', mobile: 'field', cell: (l) => l.parentCaseNumber ?? 'Standalone' },
  { id: 'period', header: 'Period', sortKey: 'periodStart', cell: (l) => periodText(l.periodStart, l.periodEnd) },
  { id: 'positions', header: 'Positions used', align: 'right', mobile: 'field', cell: (l) => `${l.positions.used} of ${l.positions.workers}` },
  { id: 'eta', header: 'ETA case number', optional: true, cell: (l) => l.etaCaseNumber ?? '—' },
  { id: 'manager', header: 'LCA manager', optional: true, cell: (l) => l.lcaManagerName ?? 'Unassigned' },
  common.updatedAt,
];

/** The employers for the filter: the first hundred companies by name (search covers the rest). */
function useEmployerOptions() {
  const q = useCallQuery(listCompaniesCall, { page: 1, perpage: 100, matcher: {}, sort: { field: 'name', order: 1 } }, { staleTime: 5 * 60_000 });
  return useMemo(() => (q.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })), [q.data]);
}

/** /lcalist: the LCAs the user may see (server-side paging, search, sort and filters). */
export default function LcaListPage({ routeId }: PageProps) {
  const employers = useEmployerOptions();
  const filters = useMemo<ListFilterDef[]>(
    () => [
      { key: LCA_FILTER_KEYS.status, label: 'Status', options: LCA_STATUS_OPTIONS },
      { key: LCA_FILTER_KEYS.employer, label: 'Employer', options: employers },
      { key: LCA_FILTER_KEYS.period, label: 'Period', anyLabel: 'Any period', options: LCA_PERIOD_FILTERS.map(({ value, label }) => ({ value, label })) },
      { key: LCA_FILTER_KEYS.free, label: 'Positions', anyLabel: 'Any', options: [{ value: 'yes', label: 'Certified with free positions' }] },
    ],
    [employers],
  );
  return (
    <KindListPage
      routeId={routeId}
      title="LCAs"
      description="Labor Condition Applications (ETA-9035) of the firm’s employers."
      action={<StyledLinkButton to={buildPath('lca.request', { itemId: 'new' })}>Request LCA</StyledLinkButton>}
      queryKey={listLcaCall}
      label="LCAs"
      columns={columns}
      fetchPage={fetchLcaPage}
      detailsRoute="lca.details"
      filters={filters}
      searchPlaceholder="LCA or ETA number, employer, job, SOC code or beneficiary…"
      columnsKey="lca.list"
      emptyTitle="No LCAs"
      emptyDescription="Request an LCA from an H-1B case, or on its own for an employer."
    />
  );
}
