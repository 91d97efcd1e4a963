import { z } from 'zod';
import { SUPPORT_TICKET_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES, ZSupportTicketDetails, ZTicketSubject, ZTicketText } from './support-tickets-schemas';

export const ZUpdateSupportTicketPayload = callPayload({
  ticketId: z.uuid(),
  subject: ZTicketSubject.optional(),
  description: ZTicketText('Description').optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  type: z.enum(TICKET_TYPES).optional(),
});
export type TUpdateSupportTicketPayload = z.input<typeof ZUpdateSupportTicketPayload>;
export const updateSupportTicketCall = defineCall({
  path: '/support-tickets/update',
  summary: 'Change a ticket: status, priority and type by the receiving side, subject and description by the requester; a status change notifies.',
  payload: ZUpdateSupportTicketPayload,
  result: ZSupportTicketDetails,
  auth: { kind: 'session', roles: SUPPORT_TICKET_ROLES },
  ids: { ticketId: 'support-ticket' },
  example: { ticketId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', status: 'in_progress' },
});
