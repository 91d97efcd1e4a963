import { useMemo } from 'react';
import { listLcaPafsCall, type TLcaPafListItem } from 'shared/contract';
import { formatDate, formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { ListPage, PageFrame, StatusBadge, type ListColumn, type ListFilterDef } from 'shared/ui';
import { fetchPafPage, PAF_VIEW_KEY } from '../api/pafQueries';
import { PafPanel } from '../components/PafPanel';

const columns: ListColumn<TLcaPafListItem>[] = [
  { id: 'caseNumber', header: 'LCA', sortKey: 'caseNumber', mobile: 'title', alwaysVisible: true, cell: (r) => r.caseNumber },
  { id: 'employer', header: 'Employer', sortKey: 'employerName', mobile: 'subtitle', wrap: true, cell: (r) => r.employerName ?? '—' },
  { id: 'job', header: 'Job title', optional: true, wrap: true, cell: (r) => r.jobTitle ?? '—' },
  { id: 'certifiedOn', header: 'Certified', sortKey: 'certifiedOn', cell: (r) => (r.certifiedOn ? formatDate(r.certifiedOn) : '—') },
  {
    id: 'dueOn',
    header: 'PAF due',
    sortKey: 'dueOn',
    cell: (r) =>
      !r.dueOn ? (
        '—'
      ) : r.overdue ? (
        <StatusBadge tone="danger">{`Overdue ${formatDate(r.dueOn)}`}</StatusBadge>
      ) : r.generatedAt ? (
        <StatusBadge tone="success">{`Ready (due ${formatDate(r.dueOn)})`}</StatusBadge>
      ) : (
        <StatusBadge tone="warning">{`Due ${formatDate(r.dueOn)}`}</StatusBadge>
      ),
  },
  { id: 'generatedAt', header: 'Generated', optional: true, cell: (r) => (r.generatedAt ? formatDateTime(r.generatedAt) : 'Not yet') },
  { id: 'keepUntil', header: 'Keep until', sortKey: 'keepUntil', cell: (r) => (r.keepUntil ? formatDate(r.keepUntil) : 'Open') },
  {
    id: 'purge',
    header: 'Destroy?',
    mobile: 'field',
    cell: (r) => (r.legalHold ? <StatusBadge tone="danger">Legal hold</StatusBadge> : r.mayPurge ? <StatusBadge tone="info">May be destroyed</StatusBadge> : 'Keep'),
  },
  { id: 'requests', header: 'Open requests', align: 'right', cell: (r) => String(r.openRequests) },
];

const filters: ListFilterDef[] = [
  {
    key: PAF_VIEW_KEY,
    label: 'Show',
    anyLabel: 'Certified LCAs',
    options: [
      { value: 'purge', label: 'Purge list (past retention)' },
      { value: 'all', label: 'All LCAs' },
    ],
  },
];

/**
 * /paf-generation: the LCAs with their public access file deadline (one working day after
 * certification), generated file and retention date; the purge list; one LCA's PAF (?lcaId=).
 */
export default function PafGenerationPage({ routeId, query }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const lcaId = query.get('lcaId') ?? '';
  const fetchPage = useMemo(() => fetchPafPage(api), [api]);
  const here = buildPath('lca.pafGeneration');
  return (
    <PageFrame title={route?.title ?? 'PAF Generation'} description="Assemble each certified LCA's public access file within one working day, and keep it for its retention period." remote="mf-lca-pwd">
      {lcaId ? <PafPanel lcaId={lcaId} /> : null}
      <ListPage
        queryKey={listLcaPafsCall}
        label="Public access files"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.lcaId}
        rowHref={(r) => `${here}?lcaId=${encodeURIComponent(r.lcaId)}`}
        filters={filters}
        defaultSort={{ key: 'dueOn', order: -1 }}
        searchPlaceholder="LCA, ETA case number, employer or job title…"
        columnsKey="lca.pafGeneration"
        emptyTitle="No public access files"
        emptyDescription="Certified LCAs show here with the day their public access file is due."
      />
    </PageFrame>
  );
}
