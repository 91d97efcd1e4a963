import { useMemo, useState } from 'react';
import { listPafRequestsCall, type TPafRequest } from 'shared/contract';
import { formatDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { ListPage, PageFrame, StatusBadge, StyledButton, type ListColumn, type ListFilterDef } from 'shared/ui';
import { fetchRequestPage, REQUEST_STATUS_KEY } from '../api/pafQueries';
import { ANSWER_LABELS, CHANNEL_LABELS, PafRequestDialog } from '../components/PafRequestDialog';

const filters: ListFilterDef[] = [
  {
    key: REQUEST_STATUS_KEY,
    label: 'Status',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'answered', label: 'Answered' },
    ],
  },
];

/** /paf-requests: requests from the public to see a public access file, each due one working day after it came in. */
export default function PafRequestsPage({ routeId }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const fetchPage = useMemo(() => fetchRequestPage(api), [api]);
  const [editing, setEditing] = useState<TPafRequest | 'new' | null>(null);
  const columns = useMemo<ListColumn<TPafRequest>[]>(
    () => [
      { id: 'requester', header: 'Requester', sortKey: 'requesterName', mobile: 'title', alwaysVisible: true, wrap: true, cell: (r) => r.requesterName },
      { id: 'contact', header: 'Contact', optional: true, cell: (r) => r.requesterContact ?? '—' },
      { id: 'lca', header: 'LCA', mobile: 'subtitle', wrap: true, cell: (r) => `${r.caseNumber}${r.employerName ? ` · ${r.employerName}` : ''}` },
      { id: 'channel', header: 'Asked by', cell: (r) => CHANNEL_LABELS[r.channel] },
      { id: 'receivedOn', header: 'Received', sortKey: 'receivedOn', cell: (r) => formatDate(r.receivedOn) },
      {
        id: 'dueOn',
        header: 'Due',
        sortKey: 'dueOn',
        cell: (r) => (r.late ? <StatusBadge tone="danger">{`Late (${formatDate(r.dueOn)})`}</StatusBadge> : formatDate(r.dueOn)),
      },
      {
        id: 'answeredOn',
        header: 'Answered',
        sortKey: 'answeredOn',
        cell: (r) => (r.answeredOn ? `${formatDate(r.answeredOn)} · ${r.answerMethod ? ANSWER_LABELS[r.answerMethod] : ''}` : <StatusBadge tone="warning">Open</StatusBadge>),
      },
      {
        id: 'edit',
        header: 'Actions',
        mobile: 'field',
        cell: (r) => (
          <StyledButton
            type="button"
            aria-label={`Update request of ${r.requesterName}`}
            onClick={(e) => {
              e.stopPropagation();
              setEditing(r);
            }}
          >
            {r.answeredOn ? 'Edit' : 'Record answer'}
          </StyledButton>
        ),
      },
    ],
    [],
  );
  const newButton = (
    <StyledButton type="button" $variant="primary" onClick={() => setEditing('new')}>
      Log a request
    </StyledButton>
  );
  return (
    <PageFrame title={route?.title ?? 'PAF Requests'} description="A member of the public who asks to see a public access file gets it within one working day." remote="mf-lca-pwd" actions={newButton}>
      <ListPage
        queryKey={listPafRequestsCall}
        label="PAF requests"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        filters={filters}
        defaultSort={{ key: 'receivedOn', order: -1 }}
        searchPlaceholder="Requester, contact, LCA or employer…"
        columnsKey="lca.pafRequests"
        emptyTitle="No requests logged"
        emptyDescription="Log each request from the public to see a public access file; its one-working-day deadline shows here."
        emptyActions={newButton}
      />
      {editing ? <PafRequestDialog request={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
    </PageFrame>
  );
}
