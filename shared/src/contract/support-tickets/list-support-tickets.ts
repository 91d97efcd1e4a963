import { z } from 'zod';
import { SUPPORT_TICKET_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { TICKET_AUDIENCES, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES, ZSupportTicket, ZTicketPerson } from './support-tickets-schemas';

export const TICKET_SORT_FIELDS = ['number', 'subject', 'status', 'priority', 'createdAt', 'updatedAt'] as const;

export const ZSupportTicketMatcher = z
  .object({
    statuses: z.array(z.enum(TICKET_STATUSES)).max(TICKET_STATUSES.length).optional(),
    priorities: z.array(z.enum(TICKET_PRIORITIES)).max(TICKET_PRIORITIES.length).optional(),
    types: z.array(z.enum(TICKET_TYPES)).max(TICKET_TYPES.length).optional(),
    /** Staff of a firm: tickets from clients (`firm`) or to the operator (`operator`). */
    audience: z.enum(TICKET_AUDIENCES).optional(),
    /** A user id, or `none` for unassigned tickets. */
    assignee: z.union([z.uuid(), z.literal('none')]).optional(),
    /** The operator: one firm's tickets. */
    tenantId: z.uuid().optional(),
  })
  .default({});

export const ZListSupportTicketsPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
  /** Subject, description, requester name or number. */
  search: z.string().trim().max(200).optional(),
  matcher: ZSupportTicketMatcher,
  sort: z
    .object({ field: z.enum(TICKET_SORT_FIELDS), order: z.union([z.literal(1), z.literal(-1)]).default(-1) })
    .default({ field: 'updatedAt', order: -1 }),
});
export type TListSupportTicketsPayload = z.input<typeof ZListSupportTicketsPayload>;
export const ZListSupportTicketsResult = z.object({
  data: z.array(ZSupportTicket),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
  /** The caller may open a ticket (clients and firm staff; not the operator). */
  canCreate: z.boolean(),
  /** Everyone the caller may assign tickets to (the assignee filter): firm staff for a firm's staff, platform staff for the operator, none for clients. */
  assignees: z.array(ZTicketPerson),
});
export type TListSupportTicketsResult = z.infer<typeof ZListSupportTicketsResult>;
export const listSupportTicketsCall = defineCall({
  path: '/support-tickets/list',
  summary: "Tickets the caller may see, paged, searched, filtered and sorted (the operator: every firm's tickets to it, with the firm).",
  payload: ZListSupportTicketsPayload,
  result: ZListSupportTicketsResult,
  auth: { kind: 'session', roles: SUPPORT_TICKET_ROLES },
  example: { page: 1, perpage: 25, matcher: { statuses: ['open'] } },
});
