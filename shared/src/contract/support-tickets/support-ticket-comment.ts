import { z } from 'zod';
import { SUPPORT_TICKET_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZTicketComment, ZTicketFileKeys, ZTicketText } from './support-tickets-schemas';

export const ZSupportTicketCommentPayload = callPayload({
  ticketId: z.uuid(),
  text: ZTicketText('Comment'),
  fileKeys: ZTicketFileKeys.default([]),
});
export type TSupportTicketCommentPayload = z.input<typeof ZSupportTicketCommentPayload>;
export const supportTicketCommentCall = defineCall({
  path: '/support-tickets/comment',
  summary: "Add a comment (with attachments) to a ticket's thread; the other side is notified.",
  payload: ZSupportTicketCommentPayload,
  result: ZTicketComment,
  auth: { kind: 'session', roles: SUPPORT_TICKET_ROLES },
  creates: true,
  ids: { ticketId: 'support-ticket' },
  example: { ticketId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', text: 'Tried again from another browser: same result.' },
});
