import {
  assignSupportTicketCall,
  createSupportTicketCall,
  listSupportTicketsCall,
  supportTicketCommentCall,
  supportTicketCommentListCall,
  supportTicketDetailsCall,
  updateSupportTicketCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './support-tickets.service';

export const supportTicketRoutes: CallRegistration[] = [
  handle(createSupportTicketCall, (ctx) => service.createTicket(ctx)),
  handle(updateSupportTicketCall, (ctx) => service.updateTicket(ctx)),
  handle(listSupportTicketsCall, (ctx) => service.listTickets(ctx)),
  handle(assignSupportTicketCall, (ctx) => service.assignTicket(ctx)),
  handle(supportTicketDetailsCall, (ctx) => service.ticketDetails(ctx)),
  handle(supportTicketCommentCall, (ctx) => service.addComment(ctx)),
  handle(supportTicketCommentListCall, (ctx) => service.commentList(ctx)),
];
