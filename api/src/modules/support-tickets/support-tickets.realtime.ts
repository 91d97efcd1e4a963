import { and, eq, inArray } from 'drizzle-orm';
import { SUPPORT_TICKET_EVENT, type TSupportTicketEvent } from 'shared/contract';
import { INTERNAL_ROLES, PLATFORM_ROLES } from 'shared/domain';
import { asTenant, PLATFORM_TENANT_ID } from '../../platform/db';
import type { CallContext } from '../../platform/http';
import { afterCommit } from '../../platform/realtime';
import { users } from '../users';
import type { SupportTicketRow } from './support-tickets.table';

/*
 * Live ticket pages (docs/support-tickets.md "Real time"): after a change commits, `support-ticket`
 * goes to the user rooms of everyone who may see the ticket — the same rules as
 * `ticketVisibility` — except the actor:
 * - the firm's internal staff (they receive clients' tickets and send the firm's to the operator);
 * - for a client's ticket, the client who opened it;
 * - for a ticket to the operator, the platform staff (rooms in the platform's scope).
 * No other client, no other firm.
 */

interface Audience {
  tenantId: string;
  userIds: string[];
}

async function audienceOf(ctx: CallContext<unknown>, t: SupportTicketRow): Promise<Audience[]> {
  const inScope = <T>(tenantId: string, fn: () => Promise<T>): Promise<T> => (tenantId === ctx.scopeTenantId ? fn() : asTenant(ctx.tx, tenantId, fn));
  const firm = await inScope(t.tenantId, () =>
    ctx.tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, t.tenantId),
          eq(users.status, 'active'),
          eq(users.isExternal, 0),
          inArray(users.roleId, [...INTERNAL_ROLES]),
        ),
      ),
  );
  const firmIds = firm.map((u) => u.id);
  if (t.audience === 'firm') {
    // The client who opened it (no other client sees it).
    const [requester] = await inScope(t.tenantId, () =>
      ctx.tx.select({ id: users.id }).from(users).where(and(eq(users.id, t.createdBy), eq(users.status, 'active'))),
    );
    if (requester) firmIds.push(requester.id);
  }
  const out: Audience[] = [{ tenantId: t.tenantId, userIds: firmIds }];
  if (t.audience === 'operator') {
    const platform = await inScope(PLATFORM_TENANT_ID, () =>
      ctx.tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, PLATFORM_TENANT_ID), eq(users.status, 'active'), inArray(users.roleId, [...PLATFORM_ROLES]))),
    );
    out.push({ tenantId: PLATFORM_TENANT_ID, userIds: platform.map((u) => u.id) });
  }
  return out;
}

/** Queues `support-ticket` for everyone who may see `t` but the actor (sent once the call has committed). */
export async function announceTicket(ctx: CallContext<unknown>, t: SupportTicketRow, change: TSupportTicketEvent['change']): Promise<void> {
  const server = ctx.request.server;
  if (!server.hasDecorator('realtime')) return;
  const actor = ctx.session?.userId;
  const groups = (await audienceOf(ctx, t)).map((g) => ({ ...g, userIds: [...new Set(g.userIds)].filter((id) => id !== actor) }));
  const event: TSupportTicketEvent = { ticketId: t.id, change };
  afterCommit(ctx, () => {
    for (const g of groups) server.realtime.service.emitToUsers(g.tenantId, g.userIds, SUPPORT_TICKET_EVENT, event);
  });
}
