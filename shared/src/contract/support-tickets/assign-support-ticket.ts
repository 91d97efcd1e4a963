import { z } from 'zod';
import { SUPPORT_TICKET_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZSupportTicketDetails } from './support-tickets-schemas';

export const ZAssignSupportTicketPayload = callPayload({
  ticketId: z.uuid(),
  /** A staff user of the receiving side, or null to unassign. */
  assigneeId: z.uuid().nullable(),
});
export type TAssignSupportTicketPayload = z.input<typeof ZAssignSupportTicketPayload>;
export const assignSupportTicketCall = defineCall({
  path: '/support-tickets/assign',
  summary: 'Assign a ticket to a staff user of the receiving side (firm staff, or platform staff for tickets to the operator); the assignee is notified.',
  payload: ZAssignSupportTicketPayload,
  result: ZSupportTicketDetails,
  auth: { kind: 'session', roles: SUPPORT_TICKET_ROLES },
  ids: { ticketId: 'support-ticket', assigneeId: 'user' },
  example: { ticketId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', assigneeId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d' },
});
