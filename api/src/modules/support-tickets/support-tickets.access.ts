import { and, eq, type SQL } from 'drizzle-orm';
import { TICKET_STATUSES, type TicketStatus } from 'shared/contract';
import { CLIENT_ROLES, hasRole, INTERNAL_ROLES, isPlatformRole } from 'shared/domain';
import { PLATFORM_TENANT_ID } from '../../platform/db';
import { forbidden, type CallContext } from '../../platform/http';
import { supportTickets, type SupportTicketRow } from './support-tickets.table';

/*
 * Who sees and works which ticket (docs/support-tickets.md):
 * - operator: platform staff (roles 1, 2) at the app host: every firm's tickets addressed to the
 *   operator (the table's policy gives the platform scope those rows and no others);
 * - staff: a firm's internal staff: its clients' tickets (they receive them) and the firm's own
 *   tickets to the operator (they send them);
 * - client: petitioners, beneficiaries and external users: the tickets they opened.
 */
export type TicketSideKind = 'operator' | 'staff' | 'client';

export interface TicketCaller {
  kind: TicketSideKind;
  userId: string;
  name: string;
  roleId: number;
  /** The caller's scope: the firm, or the platform for the operator. */
  scopeTenantId: string;
}

export function ticketCaller(ctx: CallContext<unknown>): TicketCaller {
  const s = ctx.session;
  if (!s) throw forbidden();
  const base = { userId: s.userId, name: s.name, roleId: s.roleId, scopeTenantId: ctx.scopeTenantId };
  if (ctx.scopeTenantId === PLATFORM_TENANT_ID) {
    if (isPlatformRole(s.roleId)) return { ...base, kind: 'operator' };
    throw forbidden();
  }
  if (!ctx.tenant) throw forbidden();
  if (s.isExternal !== 1 && hasRole(s.roleId, INTERNAL_ROLES)) return { ...base, kind: 'staff' };
  if (hasRole(s.roleId, CLIENT_ROLES) || s.isExternal === 1) return { ...base, kind: 'client' };
  throw forbidden();
}

/** The tickets `c` may see, as SQL (row-level security narrows to the scope in addition). */
export function ticketVisibility(c: TicketCaller): SQL {
  switch (c.kind) {
    case 'operator':
      return eq(supportTickets.audience, 'operator');
    case 'staff':
      return eq(supportTickets.tenantId, c.scopeTenantId);
    default:
      return and(eq(supportTickets.tenantId, c.scopeTenantId), eq(supportTickets.audience, 'firm'), eq(supportTickets.createdBy, c.userId))!;
  }
}

/** The caller receives (works) the ticket: firm staff for clients' tickets, the operator for the firm's. */
export const isReceiver = (c: TicketCaller, t: SupportTicketRow): boolean =>
  (t.audience === 'firm' && c.kind === 'staff') || (t.audience === 'operator' && c.kind === 'operator');

/** The caller is on the side that opened it: the client who opened it, or any staff of a firm for its tickets to the operator. */
export const isRequesterSide = (c: TicketCaller, t: SupportTicketRow): boolean =>
  (t.audience === 'firm' && c.kind === 'client' && t.createdBy === c.userId) || (t.audience === 'operator' && c.kind === 'staff');

const CLOSED: readonly TicketStatus[] = ['resolved', 'closed'];

/** What the caller may do with a ticket they see. */
export function ticketPermissions(c: TicketCaller, t: SupportTicketRow) {
  const receiver = isReceiver(c, t);
  const requester = isRequesterSide(c, t);
  const status = t.status as TicketStatus;
  const closed = CLOSED.includes(status);
  const statuses: TicketStatus[] = receiver
    ? [...TICKET_STATUSES]
    : requester
      ? closed
        ? ['open']
        : ['closed']
      : [];
  return {
    manage: receiver,
    assign: receiver,
    edit: requester && t.createdBy === c.userId && !closed,
    comment: (receiver || requester) && status !== 'closed',
    statuses: statuses.filter((s) => s !== status),
  };
}
