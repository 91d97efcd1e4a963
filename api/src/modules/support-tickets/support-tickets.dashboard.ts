import { and, count, desc, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import { TICKET_AUDIENCE_LABELS, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from 'shared/contract';
import { buildPath } from 'shared/routes';
import type { DashboardWidgetProvider } from '../dashboard';
import { ticketCaller, ticketVisibility } from './support-tickets.access';
import { supportTickets } from './support-tickets.table';

/** Statuses the widget lists: the tickets still being worked. */
const OPEN_STATUSES: readonly TicketStatus[] = ['open', 'in_progress', 'waiting'];

/**
 * The dashboard's Support Tickets widget: the caller's open tickets (a client's own, a firm's
 * received and sent ones) by opening date, with the widget's created range; same visibility as
 * /support-tickets/list.
 */
export const supportTicketsWidget: DashboardWidgetProvider = {
  key: 'support-tickets',
  async load(req) {
    const { listData } = await import('../dashboard');
    const c = ticketCaller(req.ctx);
    const f = req.filters;
    const where = and(
      ticketVisibility(c),
      inArray(supportTickets.status, [...OPEN_STATUSES]),
      f.createdFrom ? gte(supportTickets.createdAt, sql`${f.createdFrom}::date`) : undefined,
      f.createdTo ? lt(supportTickets.createdAt, sql`${f.createdTo}::date + 1`) : undefined,
    );
    const rows = await req.ctx.tx
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(req.sort?.order === 1 ? asc(supportTickets.createdAt) : desc(supportTickets.createdAt), asc(supportTickets.id))
      .limit(req.limit)
      .offset(req.offset);
    const [n] = await req.ctx.tx.select({ n: count() }).from(supportTickets).where(where);
    return listData(
      req,
      rows.map((t) => ({
        id: t.id,
        title: `#${t.number} ${t.subject}`,
        subtitle: t.audience === 'operator' ? `${TICKET_AUDIENCE_LABELS.operator} · ${t.createdByName}` : t.createdByName,
        path: buildPath('comms.ticketDetails', { itemId: t.id }),
        date: t.createdAt.toISOString(),
        dateLabel: 'Opened',
        status: { id: null, label: TICKET_STATUS_LABELS[t.status as TicketStatus] },
        meta: `${TICKET_PRIORITY_LABELS[t.priority as TicketPriority]} priority`,
        tone: t.priority === 'urgent' ? 'danger' : t.priority === 'high' ? 'warning' : 'default',
      })),
      Number(n?.n ?? 0),
    );
  },
};
