import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  listSupportTicketsCall,
  TICKET_AUDIENCE_LABELS,
  TICKET_AUDIENCES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  type TSupportTicket,
  type TTicketPerson,
} from 'shared/contract';
import { CLIENT_ROLES, formatDateTime, hasRole, isPlatformRole } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi, useSession } from 'shared/session';
import { ListPage, PageFrame, StatusBadge, StyledButton, type ListColumn, type ListFilterDef } from 'shared/ui';
import { fetchTicketPage, TICKET_FILTER_KEYS, useTicketRealtime, type TicketListMeta } from '../api/ticketsQueries';
import { NewTicketDialog } from '../components/NewTicketDialog';
import { priorityLabel, priorityTone, statusLabel, statusTone } from '../components/ticketText';

const columns = (operator: boolean): ListColumn<TSupportTicket>[] => [
  { id: 'number', header: '#', sortKey: 'number', mobile: 'field', cell: (t) => `#${t.number}` },
  { id: 'subject', header: 'Subject', sortKey: 'subject', mobile: 'title', alwaysVisible: true, wrap: true, cell: (t) => t.subject },
  ...(operator ? [{ id: 'tenant', header: 'Firm', mobile: 'subtitle', cell: (t: TSupportTicket) => t.tenant.name } as ListColumn<TSupportTicket>] : []),
  { id: 'status', header: 'Status', sortKey: 'status', cell: (t) => <StatusBadge tone={statusTone(t.status)}>{statusLabel(t.status)}</StatusBadge> },
  { id: 'priority', header: 'Priority', sortKey: 'priority', cell: (t) => <StatusBadge tone={priorityTone(t.priority)}>{priorityLabel(t.priority)}</StatusBadge> },
  { id: 'type', header: 'Type', optional: true, cell: (t) => TICKET_TYPE_LABELS[t.type] },
  { id: 'direction', header: 'Direction', optional: true, cell: (t) => TICKET_AUDIENCE_LABELS[t.audience] },
  { id: 'requester', header: 'Opened by', mobile: operator ? 'field' : 'subtitle', cell: (t) => t.createdBy.name },
  { id: 'assignee', header: 'Assigned to', cell: (t) => t.assignedTo?.name ?? 'Unassigned' },
  { id: 'createdAt', header: 'Opened', sortKey: 'createdAt', optional: true, cell: (t) => formatDateTime(t.createdAt) },
  { id: 'updatedAt', header: 'Last activity', sortKey: 'updatedAt', cell: (t) => formatDateTime(t.updatedAt) },
];

const filters = (client: boolean, staff: boolean, assignees: readonly TTicketPerson[], me: string): ListFilterDef[] => [
  { key: TICKET_FILTER_KEYS.status, label: 'Status', options: TICKET_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })) },
  { key: TICKET_FILTER_KEYS.priority, label: 'Priority', options: TICKET_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) })) },
  { key: TICKET_FILTER_KEYS.type, label: 'Type', options: TICKET_TYPES.map((t) => ({ value: t, label: TICKET_TYPE_LABELS[t] })) },
  ...(client
    ? []
    : [
        {
          key: TICKET_FILTER_KEYS.assignee,
          label: 'Assignee',
          anyLabel: 'Anyone',
          // Me, nobody, and everyone the viewer may assign to (the list call names them).
          options: [
            { value: 'me', label: 'Assigned to me' },
            { value: 'none', label: 'Unassigned' },
            ...assignees.filter((u) => u.id !== me).map((u) => ({ value: u.id, label: u.name })),
          ],
        },
      ]),
  ...(staff
    ? [{ key: TICKET_FILTER_KEYS.audience, label: 'Direction', anyLabel: 'Both', options: TICKET_AUDIENCES.map((a) => ({ value: a, label: a === 'firm' ? 'From our clients' : TICKET_AUDIENCE_LABELS[a] })) }]
    : []),
];

/** /support-tickets: the tickets the user may see (server-side paging, filters, search and sort) and "New ticket". */
export default function SupportTicketsPage({ routeId }: PageProps) {
  const api = useApi();
  const me = useSession((s) => s.user?.userId ?? '');
  const roleId = useSession((s) => s.user?.roleId);
  const operator = isPlatformRole(roleId);
  const client = hasRole(roleId, CLIENT_ROLES);
  const route = routeById(routeId);
  const navigate = useNavigate();
  const [meta, setMeta] = useState<TicketListMeta>({ canCreate: !operator, assignees: [] });
  const canCreate = meta.canCreate;
  const [creating, setCreating] = useState(false);
  // Keeps the previous object while nothing changed, so the filter definitions stay the same.
  const onMeta = useCallback(
    (m: TicketListMeta) =>
      setMeta((old) =>
        old.canCreate === m.canCreate && old.assignees.length === m.assignees.length && old.assignees.every((u, i) => u.id === m.assignees[i]?.id && u.name === m.assignees[i]?.name)
          ? old
          : m,
      ),
    [],
  );
  const fetchPage = useMemo(() => fetchTicketPage(api, me, onMeta), [api, me, onMeta]);
  const cols = useMemo(() => columns(operator), [operator]);
  const defs = useMemo(() => filters(client, !operator && !client, meta.assignees, me), [client, operator, meta.assignees, me]);
  // Someone else's change to a visible ticket re-reads the list (no reload).
  useTicketRealtime();
  const newButton =
    canCreate && !operator ? (
      <StyledButton type="button" $variant="primary" onClick={() => setCreating(true)}>
        New ticket
      </StyledButton>
    ) : null;
  return (
    <PageFrame
      title={route?.title ?? 'Support Tickets'}
      description={operator ? "Every firm's tickets to product support." : client ? 'Questions and problems you raised with the firm.' : route?.description}
      remote="mf-comms"
      actions={newButton}
    >
      <ListPage
        queryKey={listSupportTicketsCall}
        label="Support tickets"
        columns={cols}
        fetchPage={fetchPage}
        rowKey={(t) => t.id}
        rowHref={(t) => buildPath('comms.ticketDetails', { itemId: t.id })}
        filters={defs}
        defaultSort={{ key: 'updatedAt', order: -1 }}
        searchPlaceholder="Subject, description, name or #number…"
        columnsKey="comms.supportTickets"
        emptyTitle="No tickets"
        emptyDescription={operator ? 'Tickets firms send to product support show here.' : 'Open a ticket when you need help; its answers show here.'}
        emptyActions={newButton}
      />
      {creating ? <NewTicketDialog toOperator={!client} onClose={() => setCreating(false)} onSaved={(t) => navigate(buildPath('comms.ticketDetails', { itemId: t.id }))} /> : null}
    </PageFrame>
  );
}
