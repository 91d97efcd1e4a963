import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_ROLES, PLATFORM_ROLES } from 'shared/domain';
import { asTenant, PLATFORM_TENANT_ID, type Db } from '../../platform/db';
import type { CallContext } from '../../platform/http';
import type { MailTemplate } from '../../platform/mail';
import { buttonHtml } from '../../platform/mail/templates/layout';
import { publicOrigin } from '../auth';
import { tenants } from '../tenants';
import { users } from '../users';
import type { SupportTicketRow } from './support-tickets.table';

/** The ticket mail; registered through the module's definition. */
export const SUPPORT_TICKETS_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  'support-ticket-update': {
    subject: 'Ticket #{{number}}: {{headline}}',
    html: `<p>Hello {{name}},</p><p>{{message}}</p>${buttonHtml()}`,
    text: `Hello {{name}},\n\n{{message}}\n\n{{actionLabel}}: {{actionUrl}}`,
  },
};

export interface TicketRecipient {
  id: string;
  name: string;
  email: string;
}

/** Runs `fn` in `tenantId`'s scope inside the request's transaction (the operator and a firm reach each other's users). */
const inScope = <T>(ctx: CallContext<unknown>, tenantId: string, fn: () => Promise<T>): Promise<T> =>
  tenantId === ctx.scopeTenantId ? fn() : asTenant(ctx.tx, tenantId, fn);

/** Where the recipients of a ticket's news are: the firm's users, or the platform's for the operator side. */
export type RecipientSide = 'firm' | 'platform';

const sideTenant = (t: SupportTicketRow, side: RecipientSide): string => (side === 'firm' ? t.tenantId : PLATFORM_TENANT_ID);

/** Active users by id, on one side. */
export async function activeUsers(ctx: CallContext<unknown>, t: SupportTicketRow, side: RecipientSide, ids: readonly (string | null)[]): Promise<TicketRecipient[]> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return [];
  return inScope(ctx, sideTenant(t, side), () =>
    ctx.tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.status, 'active'))),
  );
}

/** Who triages an unassigned ticket: the firm's admins, or the platform staff. */
export async function triageUsers(ctx: CallContext<unknown>, t: SupportTicketRow): Promise<TicketRecipient[]> {
  const side: RecipientSide = t.audience === 'operator' ? 'platform' : 'firm';
  const roles = side === 'platform' ? PLATFORM_ROLES : ADMIN_ROLES;
  return inScope(ctx, sideTenant(t, side), () =>
    ctx.tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(inArray(users.roleId, [...roles]), eq(users.status, 'active'), eq(users.isExternal, 0))),
  );
}

async function tenantSlug(tx: Db, id: string): Promise<string | undefined> {
  const [row] = await tx.select({ slug: tenants.slug }).from(tenants).where(eq(tenants.id, id)).limit(1);
  return row?.slug;
}

/** The address of the ticket page on the recipients' host (the firm's, or the app host for the operator). */
async function ticketUrl(ctx: CallContext<unknown>, t: SupportTicketRow, side: RecipientSide): Promise<string> {
  let origin: string;
  if (side === 'firm') {
    origin = publicOrigin(ctx, ctx.tenant ? undefined : await tenantSlug(ctx.tx, t.tenantId));
  } else if (ctx.config.baseDomain) {
    origin = `https://${ctx.config.appHosts[0] ?? 'app'}.${ctx.config.baseDomain}`;
  } else {
    // Development and tests: the request's host without the firm's label (demo.localhost:4000 → localhost:4000).
    const host = (ctx.request.headers.host ?? 'localhost').toLowerCase();
    const slug = ctx.tenant?.slug;
    origin = `${ctx.request.protocol === 'https' ? 'https' : 'http'}://${slug && host.startsWith(`${slug}.`) ? host.slice(slug.length + 1) : host}`;
  }
  return `${origin}/ticket-details/${t.id}`;
}

/**
 * Tells users of one side about a ticket: a stored notification pushed in real time and a mail,
 * both in the request's transaction (written in the recipients' scope). The actor is never told.
 */
export async function notifyTicketUsers(
  ctx: CallContext<unknown>,
  t: SupportTicketRow,
  side: RecipientSide,
  recipients: readonly TicketRecipient[],
  message: { headline: string; text: string },
): Promise<number> {
  const actorId = ctx.session?.userId;
  const list = recipients.filter((r, i, all) => r.id !== actorId && all.findIndex((x) => x.id === r.id) === i);
  if (!list.length) return 0;
  const server = ctx.request.server;
  const tenantId = sideTenant(t, side);
  const url = await ticketUrl(ctx, t, side);
  await inScope(ctx, tenantId, async () => {
    if (server.hasDecorator('realtime')) {
      await server.realtime.notify(
        tenantId,
        list.map((r) => r.id),
        { caseNo: `Ticket #${t.number}`, message: message.text, createdByName: ctx.session?.name ?? null, petitionId: null },
        { tx: ctx.tx },
      );
    }
    if (server.hasDecorator('mailer')) {
      for (const r of list) {
        await server.mailer.send(ctx.tx, {
          tenantId,
          to: r.email,
          template: 'support-ticket-update',
          data: { name: r.name, number: String(t.number), headline: message.headline, message: message.text, actionLabel: 'Open the ticket', actionUrl: url },
        });
      }
    }
  });
  return list.length;
}
