import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  assignSupportTicketCall,
  SUPPORT_TICKET_EVENT,
  ZSupportTicketEvent,
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
  type TTicketPerson,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { invalidateCalls, useCallMutation, useCallQuery } from 'shared/query';
import { useRealtimeEvent } from 'shared/session';
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
      ...(assignee === 'me' ? { assignee: me } : assignee === 'none' ? { assignee: 'none' as const } : assignee ? { assignee } : {}),
    },
  };
}

/** What the list answers besides its rows: may the caller open a ticket, whom may he assign to. */
export interface TicketListMeta {
  canCreate: boolean;
  assignees: readonly TTicketPerson[];
}

export const fetchTicketPage =
  (api: ApiClient, me: string, onMeta?: (m: TicketListMeta) => void) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TSupportTicket>> => {
    const res = await api.call(listSupportTicketsCall, toTicketListPayload(q, me), { signal });
    onMeta?.({ canCreate: res.canCreate, assignees: res.assignees });
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

/**
 * Keeps the ticket pages live on the shell's socket (`support-ticket`, sent to whoever may see the
 * ticket when someone else changes it): the list is re-read; with `ticketId`, that ticket's details
 * and comments too. `onChange` runs for a change of that ticket (the page announces it). After a
 * reconnect everything is re-read (what happened meanwhile).
 */
export function useTicketRealtime(ticketId?: string, onChange?: (change: string) => void) {
  const client = useQueryClient();
  const onEvent = useCallback(
    (raw: unknown) => {
      const parsed = ZSupportTicketEvent.safeParse(raw);
      if (!parsed.success) return;
      if (ticketId && parsed.data.ticketId === ticketId) {
        void invalidateCalls(client, ...REFRESH);
        onChange?.(parsed.data.change);
      } else {
        void invalidateCalls(client, listSupportTicketsCall);
      }
    },
    [client, ticketId, onChange],
  );
  useRealtimeEvent(SUPPORT_TICKET_EVENT, onEvent);
  useRealtimeEvent('connect', () => void invalidateCalls(client, ...REFRESH));
}
