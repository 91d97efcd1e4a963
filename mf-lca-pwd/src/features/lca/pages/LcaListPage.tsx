import { useMemo } from 'react';
import { listCompaniesCall, listLcaCall, type TLcaListItem } from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { useCallQuery } from 'shared/query';
import { buildPath, routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { ListPage, PageFrame, StatusBadge, StyledLinkButton, type ListColumn, type ListFilterDef } from 'shared/ui';
import { fetchLcaPage, LCA_FILTER_KEYS, LCA_PERIOD_FILTERS, LCA_STATUS_OPTIONS } from '../api/lcaQueries';
import { lcaStatusTone, periodText } from '../components/lcaText';

const columns: ListColumn<TLcaListItem>[] = [
  { id: 'caseNumber', header: 'LCA', sortKey: 'caseNumber', mobile: 'title', alwaysVisible: true, cell: (l) => l.caseNumber },
  { id: 'status', header: 'Status', sortKey: 'statusId', cell: (l) => <StatusBadge tone={lcaStatusTone(l.statusId)}>{l.statusName}</StatusBadge> },
  { id: 'employer', header: 'Employer', sortKey: 'employerName', mobile: 'subtitle', wrap: true, cell: (l) => l.employerName ?? l.petitionerName ?? '—' },
  { id: 'jobTitle', header: 'Job', sortKey: 'jobTitle', wrap: true, cell: (l) => l.jobTitle ?? '—' },
  { id: 'soc', header: 'SOC', mobile: 'field', cell: (l) => (l.socCode ? `${l.socCode}${l.wageLevel ? ` · Level ${l.wageLevel}` : ''}` : '—') },
  { id: 'beneficiary', header: 'Beneficiary', optional: true, wrap: true, cell: (l) => l.beneficiaryName ?? '—' },
  { id: 'case', header: 'H-1B case', mobile: 'field', cell: (l) => l.parentCaseNumber ?? 'Standalone' },
  { id: 'period', header: 'Period', sortKey: 'periodStart', cell: (l) => periodText(l.periodStart, l.periodEnd) },
  { id: 'positions', header: 'Positions used', align: 'right', mobile: 'field', cell: (l) => `${l.positions.used} of ${l.positions.workers}` },
  { id: 'eta', header: 'ETA case number', optional: true, cell: (l) => l.etaCaseNumber ?? '—' },
  { id: 'manager', header: 'LCA manager', optional: true, cell: (l) => l.lcaManagerName ?? 'Unassigned' },
  { id: 'updatedAt', header: 'Last change', sortKey: 'updatedAt', cell: (l) => formatDateTime(l.updatedAt) },
];

/** The employers for the filter: the first hundred companies by name (search covers the rest). */
function useEmployerOptions() {
  const q = useCallQuery(listCompaniesCall, { page: 1, perpage: 100, matcher: {}, sort: { field: 'name', order: 1 } }, { staleTime: 5 * 60_000 });
  return useMemo(() => (q.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })), [q.data]);
}

/** /lcalist: the LCAs the user may see (server-side paging, search, sort and filters). */
export default function LcaListPage({ routeId }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const fetchPage = useMemo(() => fetchLcaPage(api), [api]);
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
  const requestButton = <StyledLinkButton to={buildPath('lca.request', { itemId: 'new' })}>Request LCA</StyledLinkButton>;
  return (
    <PageFrame title={route?.title ?? 'LCAs'} description="Labor Condition Applications (ETA-9035) of the firm’s employers." remote="mf-lca-pwd" actions={requestButton}>
      <ListPage
        queryKey={listLcaCall}
        label="LCAs"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(l) => l.id}
        rowHref={(l) => buildPath('lca.details', { itemId: l.id })}
        filters={filters}
        defaultSort={{ key: 'updatedAt', order: -1 }}
        searchPlaceholder="LCA or ETA number, employer, job, SOC code or beneficiary…"
        columnsKey="lca.list"
        emptyTitle="No LCAs"
        emptyDescription="Request an LCA from an H-1B case, or on its own for an employer."
        emptyActions={requestButton}
      />
    </PageFrame>
  );
}
