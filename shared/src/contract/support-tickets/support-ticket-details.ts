import { z } from 'zod';
import { SUPPORT_TICKET_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZSupportTicketDetails, ZTicketPerson } from './support-tickets-schemas';

export const ZSupportTicketDetailsPayload = callPayload({ ticketId: z.uuid() });
export type TSupportTicketDetailsPayload = z.input<typeof ZSupportTicketDetailsPayload>;
export const ZSupportTicketDetailsResult = ZSupportTicketDetails.extend({
  /** Who the caller may assign the ticket to (empty unless `can.assign`). */
  assignees: z.array(ZTicketPerson),
});
export type TSupportTicketDetailsResult = z.infer<typeof ZSupportTicketDetailsResult>;
export const supportTicketDetailsCall = defineCall({
  path: '/support-tickets/details',
  summary: 'One ticket with its attachments and what the caller may do with it.',
  payload: ZSupportTicketDetailsPayload,
  result: ZSupportTicketDetailsResult,
  auth: { kind: 'session', roles: SUPPORT_TICKET_ROLES },
  ids: { ticketId: 'support-ticket' },
  example: { ticketId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
