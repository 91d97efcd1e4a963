import { z } from 'zod';
import { SUPPORT_TICKET_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZTicketComment } from './support-tickets-schemas';

export const ZSupportTicketCommentListPayload = callPayload({
  ticketId: z.uuid(),
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(50),
});
export type TSupportTicketCommentListPayload = z.input<typeof ZSupportTicketCommentListPayload>;
export const ZSupportTicketCommentListResult = z.object({ data: z.array(ZTicketComment), count: z.number().int() });
export const supportTicketCommentListCall = defineCall({
  path: '/support-tickets/comment-list',
  summary: "A ticket's comments, oldest first, with their attachments.",
  payload: ZSupportTicketCommentListPayload,
  result: ZSupportTicketCommentListResult,
  auth: { kind: 'session', roles: SUPPORT_TICKET_ROLES },
  ids: { ticketId: 'support-ticket' },
  example: { ticketId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
