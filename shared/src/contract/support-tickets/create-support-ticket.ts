import { z } from 'zod';
import { SUPPORT_TICKET_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { TICKET_PRIORITIES, TICKET_TYPES, ZSupportTicketDetails, ZTicketFileKeys, ZTicketSubject, ZTicketText } from './support-tickets-schemas';

export const ZCreateSupportTicketPayload = callPayload({
  subject: ZTicketSubject,
  description: ZTicketText('Description'),
  priority: z.enum(TICKET_PRIORITIES).default('normal'),
  type: z.enum(TICKET_TYPES).default('question'),
  fileKeys: ZTicketFileKeys.default([]),
});
export type TCreateSupportTicketPayload = z.input<typeof ZCreateSupportTicketPayload>;
export const createSupportTicketCall = defineCall({
  path: '/support-tickets/create',
  summary: "Open a ticket: a client's goes to the firm, a staff member's to the product's operator.",
  payload: ZCreateSupportTicketPayload,
  result: ZSupportTicketDetails,
  auth: { kind: 'session', roles: SUPPORT_TICKET_ROLES },
  scope: 'tenant',
  creates: true,
  example: { subject: 'Cannot upload my passport', description: 'The upload stops at 90%.', priority: 'normal', type: 'problem' },
});
