export * from './support-tickets-schemas';
export * from './create-support-ticket';
export * from './update-support-ticket';
export * from './list-support-tickets';
export * from './assign-support-ticket';
export * from './support-ticket-details';
export * from './support-ticket-comment';
export * from './support-ticket-comment-list';
import { assignSupportTicketCall } from './assign-support-ticket';
import { createSupportTicketCall } from './create-support-ticket';
import { listSupportTicketsCall } from './list-support-tickets';
import { supportTicketCommentCall } from './support-ticket-comment';
import { supportTicketCommentListCall } from './support-ticket-comment-list';
import { supportTicketDetailsCall } from './support-ticket-details';
import { updateSupportTicketCall } from './update-support-ticket';

/** Support tickets (api module `support-tickets`, SPEC §7). */
export const SUPPORT_TICKETS_CALLS = [
  createSupportTicketCall,
  updateSupportTicketCall,
  listSupportTicketsCall,
  assignSupportTicketCall,
  supportTicketDetailsCall,
  supportTicketCommentCall,
  supportTicketCommentListCall,
] as const;
