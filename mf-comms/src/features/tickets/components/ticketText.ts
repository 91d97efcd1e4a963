import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from 'shared/contract';
import type { BadgeTone } from 'shared/ui';

export const statusTone = (s: TicketStatus): BadgeTone =>
  s === 'open' ? 'info' : s === 'in_progress' ? 'warning' : s === 'waiting' ? 'neutral' : s === 'resolved' ? 'success' : 'neutral';
export const priorityTone = (p: TicketPriority): BadgeTone => (p === 'urgent' ? 'danger' : p === 'high' ? 'warning' : 'neutral');
export const statusLabel = (s: TicketStatus): string => TICKET_STATUS_LABELS[s];
export const priorityLabel = (p: TicketPriority): string => TICKET_PRIORITY_LABELS[p];
