import {
  assignSupportTicketCall,
  createSupportTicketCall,
  listSupportTicketsCall,
  supportTicketCommentCall,
  supportTicketCommentListCall,
  supportTicketDetailsCall,
  updateSupportTicketCall,
  TICKET_SORT_FIELDS,
  type TicketAudience,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
  type TListSupportTicketsPayload,
  type TSupportTicket,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { useCallMutation, useCallQuery } from 'shared/query';
import type { ListPageData, ListQuery } from 'shared/ui';

export const TICKET_FILTER_KEYS = { status: 'status', priority: 'priority', type: 'type', assignee: 'assignee', audience: 'audience' } as const;

/** The list page's query → the /support-tickets/list payload (filters, search, sort, page: all on the server). */
export function toTicketListPayload(q: ListQuery, me: string): TListSupportTicketsPayload {
  const f = q.filters;
  const assignee = f[TICKET_FILTER_KEYS.assignee];
  const sortKey = (TICKET_SORT_FIELDS as readonly string[]).includes(q.sort?.key ?? '') ? (q.sort!.key as (typeof TICKET_SORT_FIELDS)[number]) : 'updatedAt';
  return {
    page: q.page,
    perpage: q.perpage,
    ...(q.search.trim() ? { search: q.search.trim() } : {}),
    sort: { field: sortKey, order: q.sort?.order ?? -1 },
    matcher: {
      ...(f[TICKET_FILTER_KEYS.status] ? { statuses: [f[TICKET_FILTER_KEYS.status] as TicketStatus] } : {}),
      ...(f[TICKET_FILTER_KEYS.priority] ? { priorities: [f[TICKET_FILTER_KEYS.priority] as TicketPriority] } : {}),
      ...(f[TICKET_FILTER_KEYS.type] ? { types: [f[TICKET_FILTER_KEYS.type] as TicketType] } : {}),
      ...(f[TICKET_FILTER_KEYS.audience] ? { audience: f[TICKET_FILTER_KEYS.audience] as TicketAudience } : {}),
      ...(assignee === 'me' ? { assignee: me } : assignee === 'none' ? { assignee: 'none' as const } : {}),
    },
  };
}

export const fetchTicketPage =
  (api: ApiClient, me: string, onCanCreate?: (can: boolean) => void) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TSupportTicket>> => {
    const res = await api.call(listSupportTicketsCall, toTicketListPayload(q, me), { signal });
    onCanCreate?.(res.canCreate);
    return { rows: res.data, total: res.count };
  };

const REFRESH = [listSupportTicketsCall, supportTicketDetailsCall, supportTicketCommentListCall];

export const useTicket = (ticketId: string) => useCallQuery(supportTicketDetailsCall, { ticketId }, { enabled: !!ticketId });
export const useTicketComments = (ticketId: string) => useCallQuery(supportTicketCommentListCall, { ticketId, perpage: 100 }, { enabled: !!ticketId });
export const useCreateTicket = () => useCallMutation(createSupportTicketCall, { invalidates: [listSupportTicketsCall], successToast: (t) => `Ticket #${t.number} opened.` });
export const useUpdateTicket = () => useCallMutation(updateSupportTicketCall, { invalidates: REFRESH, successToast: 'Ticket updated.', errorToast: true });
export const useAssignTicket = () =>
  useCallMutation(assignSupportTicketCall, {
    invalidates: REFRESH,
    successToast: (t) => (t.assignedTo ? `Assigned to ${t.assignedTo.name}.` : 'Unassigned.'),
    errorToast: true,
  });
export const useAddTicketComment = () => useCallMutation(supportTicketCommentCall, { invalidates: REFRESH, successToast: 'Comment added.' });
