import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listLeadsCall, LEAD_SOURCES, LEAD_STATUS_LABELS, LEAD_STATUSES, type TLead } from 'shared/contract';
import { formatDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import {
  Dialog,
  type ListColumn,
  type ListFilterDef,
  ListPage,
  PageFrame,
  StatusBadge,
  StyledButton,
  Tabs,
  useTabParam,
} from 'shared/ui';
import {
  exportLeadsCsv,
  fetchLeadPage,
  LEAD_FILTER_KEYS,
  LEAD_SOURCE_LABELS,
  } from '../features/leads/api/leadsQueries';
import { LeadBoard } from '../features/leads/components/LeadBoard';
import { LeadEditor } from '../features/leads/components/LeadEditor';
import { leadStatusTone } from '../features/leads/utils/leadStatusTone';
import { usePermissions } from '../features/people/hooks/usePermissions';

const COLUMNS: ListColumn<TLead>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', mobile: 'title', cell: (r) => <strong>{r.name}</strong> },
  {
    id: 'company',
    header: 'Company',
    mobile: 'subtitle',
    cell: (r) => r.companyName ?? (r.kind === 'individual' ? 'Individual' : ''),
  },
  { id: 'interest', header: 'Interested in', cell: (r) => r.interest ?? '' },
  {
    id: 'status',
    header: 'Stage',
    sortKey: 'status',
    cell: (r) => <StatusBadge tone={leadStatusTone(r.status)}>{LEAD_STATUS_LABELS[r.status]}</StatusBadge>,
  },
  { id: 'source', header: 'Source', mobile: 'hidden', cell: (r) => LEAD_SOURCE_LABELS[r.source] },
  { id: 'assigned', header: 'Assigned to', cell: (r) => r.assignedUserName ?? '' },
  { id: 'followUp', header: 'Follow up', cell: (r) => formatDate(r.followUpDate) },
  { id: 'created', header: 'Added', sortKey: 'createdAt', mobile: 'hidden', cell: (r) => formatDate(r.createdAt) },
];

const FILTERS: ListFilterDef[] = [
  {
    key: LEAD_FILTER_KEYS.status,
    label: 'Stage',
    options: LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
  },
  {
    key: LEAD_FILTER_KEYS.source,
    label: 'Source',
    options: LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] })),
  },
];

const VIEWS = ['list', 'board'] as const;

/** Leads: a list with filters, or the pipeline as a board. */
export default function LeadsPage({ routeId }: PageProps) {
  const api = useApi();
  const navigate = useNavigate();
  const perms = usePermissions();
  const route = routeById(routeId);
  const [view, setView] = useTabParam(VIEWS, 'list', 'view');
  const [creating, setCreating] = useState(false);
  const fetchPage = useMemo(() => fetchLeadPage(api), [api]);
  const exportCsv = useMemo(() => exportLeadsCsv(api), [api]);
  const newButton = perms.canCreateCompany ? (
    <StyledButton type="button" $variant="primary" onClick={() => setCreating(true)}>
      New lead
    </StyledButton>
  ) : null;
  return (
    <PageFrame title={route?.title ?? 'Leads'} description={route?.description} remote="mf-people" actions={newButton}>
      <Tabs
        tabs={[
          { id: 'list', label: 'List' },
          { id: 'board', label: 'Pipeline' },
        ]}
        selected={view}
        onSelect={setView}
        label="Lead views"
      >
        {view === 'board' ? (
          <LeadBoard />
        ) : (
          <ListPage
            queryKey={listLeadsCall}
            label="Leads"
            columns={COLUMNS}
            fetchPage={fetchPage}
            rowKey={(r) => r.id}
            rowHref={(r) => buildPath('people.leadDetails', { itemId: r.id })}
            filters={FILTERS}
            defaultSort={{ key: 'createdAt', order: -1 }}
            searchPlaceholder="Name, e-mail or company…"
            exportCsv={exportCsv}
            emptyTitle="No leads yet"
            emptyDescription="Prospects from your lead forms, imports and calls show here until they become clients."
            emptyActions={newButton}
          />
        )}
      </Tabs>
      {creating ? (
        <Dialog title="New lead" onClose={() => setCreating(false)} width="760px">
          <LeadEditor
            lead={null}
            onCancel={() => setCreating(false)}
            onSaved={(l) => navigate(buildPath('people.leadDetails', { itemId: l.id }))}
          />
        </Dialog>
      ) : null}
    </PageFrame>
  );
}
