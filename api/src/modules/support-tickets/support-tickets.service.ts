import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  TICKET_FILE_EXTENSIONS,
  TICKET_FILE_REFUSED,
  TICKET_PRIORITIES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TSupportTicket,
  type TTicketAttachment,
  type TTicketComment,
  type ZAssignSupportTicketPayload,
  type ZCreateSupportTicketPayload,
  type ZListSupportTicketsPayload,
  type ZSupportTicketCommentListPayload,
  type ZSupportTicketCommentPayload,
  type ZSupportTicketDetailsPayload,
  type ZUpdateSupportTicketPayload,
} from 'shared/contract';
import { INTERNAL_ROLES, PLATFORM_ROLES } from 'shared/domain';
import { asTenant, PLATFORM_TENANT_ID } from '../../platform/db';
import { andAll, likePattern } from '../../platform/data';
import { AppError, forbidden, notFound, unprocessable, type CallContext, type Ctx } from '../../platform/http';
import { files, normalizeKey, tenantOfKey } from '../../platform/storage';
import { tenants } from '../tenants';
import { users } from '../users';
import { isReceiver, ticketCaller, ticketPermissions, ticketVisibility, type TicketCaller } from './support-tickets.access';
import { activeUsers, notifyTicketUsers, triageUsers } from './support-tickets.notify';
import { announceTicket } from './support-tickets.realtime';
import {
  supportTicketComments,
  supportTicketFiles,
  supportTickets,
  type SupportTicketCommentRow,
  type SupportTicketFileRow,
  type SupportTicketRow,
} from './support-tickets.table';

/* /support-tickets/*: tickets, their thread and their files (docs/support-tickets.md). */

const NOT_FOUND = 'Ticket not found';

/** The ticket if the caller may see it (404 otherwise, never 403: it does not exist for them). */
export async function findVisibleTicket(ctx: CallContext<unknown>, c: TicketCaller, id: string, lock = false): Promise<SupportTicketRow> {
  const q = ctx.tx.select().from(supportTickets).where(and(eq(supportTickets.id, id), ticketVisibility(c))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

const tenantNames = async (ctx: CallContext<unknown>, ids: readonly string[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await ctx.tx.select({ id: tenants.id, name: tenants.name }).from(tenants).where(inArray(tenants.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
};

const toTicket = (t: SupportTicketRow, tenantName: string): TSupportTicket => ({
  id: t.id,
  number: t.number,
  audience: t.audience as TSupportTicket['audience'],
  subject: t.subject,
  description: t.description,
  status: t.status as TSupportTicket['status'],
  priority: t.priority as TSupportTicket['priority'],
  type: t.type as TSupportTicket['type'],
  tenant: { id: t.tenantId, name: tenantName },
  createdBy: { id: t.createdBy, name: t.createdByName },
  assignedTo: t.assignedTo ? { id: t.assignedTo, name: t.assignedToName ?? '' } : null,
  commentCount: t.commentCount,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

/** A short-lived address for each attachment; the caller has already been found to see the ticket. */
async function withUrls(ctx: CallContext<unknown>, rows: readonly SupportTicketFileRow[]): Promise<TTicketAttachment[]> {
  const server = ctx.request.server;
  const out: TTicketAttachment[] = [];
  for (const f of rows) {
    let url: string | null = null;
    const owner = tenantOfKey(f.key);
    if (server.hasDecorator('storage') && owner) {
      const sign = () => server.storage.signedUrlFor(ctx.tx, { tenantId: owner }, f.key, { fileName: f.name });
      // Files the other side uploaded live in its scope (the firm's, or the platform's for the operator).
      url = await (owner === ctx.scopeTenantId ? sign() : asTenant(ctx.tx, owner, sign)).catch(() => null);
    }
    out.push({ id: f.id, key: f.key, name: f.name, mimetype: f.mimetype, size: f.size, commentId: f.commentId, url });
  }
  return out;
}

async function detailsOf(ctx: CallContext<unknown>, c: TicketCaller, t: SupportTicketRow) {
  const names = await tenantNames(ctx, [t.tenantId]);
  const fileRows = await ctx.tx
    .select()
    .from(supportTicketFiles)
    .where(and(eq(supportTicketFiles.tenantId, t.tenantId), eq(supportTicketFiles.ticketId, t.id), isNull(supportTicketFiles.commentId)))
    .orderBy(asc(supportTicketFiles.createdAt));
  return { ...toTicket(t, names.get(t.tenantId) ?? ''), attachments: await withUrls(ctx, fileRows), can: ticketPermissions(c, t) };
}

/**
 * The stored files behind `keys`: uploaded by the caller in the caller's scope, not held by another
 * record, of a type a ticket takes. Unknown keys and refused types are 422 and nothing is stored.
 */
async function attachableFiles(ctx: CallContext<unknown>, c: TicketCaller, keys: readonly string[]) {
  if (!keys.length) return [];
  const normal = keys.map((k) => normalizeKey(k));
  if (normal.some((k) => !k || tenantOfKey(k) !== c.scopeTenantId)) throw unprocessable('fileKeys', 'Upload the file again: it was not found.');
  const wanted = [...new Set(normal as string[])];
  const rows = await ctx.tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, c.scopeTenantId), inArray(files.key, wanted), eq(files.status, 'active')));
  if (rows.length !== wanted.length || rows.some((r) => r.createdBy !== c.userId)) {
    throw unprocessable('fileKeys', 'Upload the file again: it was not found.');
  }
  for (const r of rows) {
    if (!(TICKET_FILE_EXTENSIONS as readonly string[]).includes(r.extn.toLowerCase())) throw unprocessable('fileKeys', TICKET_FILE_REFUSED(r.name));
  }
  const held = await ctx.tx.select({ key: supportTicketFiles.key }).from(supportTicketFiles).where(inArray(supportTicketFiles.key, wanted)).limit(1);
  if (held.length) throw unprocessable('fileKeys', 'This file is already attached to a ticket.');
  if (ctx.request.server.hasDecorator('storage')) await ctx.request.server.storage.access.assertAttachable(ctx, rows);
  return rows;
}

async function storeFiles(ctx: CallContext<unknown>, c: TicketCaller, t: SupportTicketRow, rows: Awaited<ReturnType<typeof attachableFiles>>, commentId: string | null) {
  if (!rows.length) return [];
  return ctx.tx
    .insert(supportTicketFiles)
    .values(
      rows.map((r) => ({
        tenantId: t.tenantId,
        ticketId: t.id,
        commentId,
        audience: t.audience,
        key: r.key,
        name: r.name,
        mimetype: r.mimetype,
        size: r.size,
        createdBy: c.userId,
      })),
    )
    .returning();
}

export async function createTicket(ctx: Ctx<typeof ZCreateSupportTicketPayload>) {
  const c = ticketCaller(ctx);
  if (c.kind === 'operator') throw forbidden('The operator receives tickets; open one from a firm.');
  const p = ctx.payload;
  const found = await attachableFiles(ctx, c, p.fileKeys);
  const audience = c.kind === 'client' ? 'firm' : 'operator';
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support_tickets:${c.scopeTenantId}`}))`);
  const [last] = await ctx.tx.select({ n: sql<number>`coalesce(max(${supportTickets.number}), 0)::int` }).from(supportTickets).where(eq(supportTickets.tenantId, c.scopeTenantId));
  const [t] = await ctx.tx
    .insert(supportTickets)
    .values({
      tenantId: c.scopeTenantId,
      number: Number(last?.n ?? 0) + 1,
      audience,
      subject: p.subject,
      description: p.description,
      priority: p.priority,
      type: p.type,
      createdBy: c.userId,
      createdByName: c.name,
    })
    .returning();
  await storeFiles(ctx, c, t!, found, null);
  const triage = await triageUsers(ctx, t!);
  await notifyTicketUsers(ctx, t!, audience === 'operator' ? 'platform' : 'firm', triage, {
    headline: 'New ticket',
    text: `${c.name} opened ticket #${t!.number}: ${t!.subject}`,
  });
  await announceTicket(ctx, t!, 'created');
  return detailsOf(ctx, c, t!);
}

/** The requester's side (the client, or the firm's staff for its tickets to the operator) and the receiving side's staff assigned. */
async function partiesOf(ctx: CallContext<unknown>, t: SupportTicketRow) {
  // The requester is always a user of the firm (a client, or staff for tickets to the operator).
  const receiverSide = t.audience === 'operator' ? 'platform' : 'firm';
  const requester = await activeUsers(ctx, t, 'firm', [t.createdBy]);
  const assignee = await activeUsers(ctx, t, receiverSide, [t.assignedTo]);
  return { requester, assignee, receiverSide } as const;
}

export async function updateTicket(ctx: Ctx<typeof ZUpdateSupportTicketPayload>) {
  const c = ticketCaller(ctx);
  const p = ctx.payload;
  const t = await findVisibleTicket(ctx, c, p.ticketId, true);
  const can = ticketPermissions(c, t);
  const set: Partial<SupportTicketRow> = {};
  if (p.subject !== undefined || p.description !== undefined) {
    if (!can.edit) throw forbidden('Only the person who opened the ticket may change its subject or description while it is open.');
    if (p.subject !== undefined) set.subject = p.subject;
    if (p.description !== undefined) set.description = p.description;
  }
  if (p.priority !== undefined || p.type !== undefined) {
    if (!can.manage) throw forbidden('Only the receiving side may change the priority or type.');
    if (p.priority !== undefined) set.priority = p.priority;
    if (p.type !== undefined) set.type = p.type;
  }
  const statusChange = p.status !== undefined && p.status !== t.status;
  if (statusChange) {
    if (!can.statuses.includes(p.status!)) {
      throw can.manage || can.statuses.length ? unprocessable('status', `The ticket cannot move to ${TICKET_STATUS_LABELS[p.status!]}.`) : forbidden('You may not change the status of this ticket.');
    }
    set.status = p.status!;
  }
  if (!Object.keys(set).length) return detailsOf(ctx, c, t);
  const [after] = await ctx.tx
    .update(supportTickets)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(supportTickets.tenantId, t.tenantId), eq(supportTickets.id, t.id)))
    .returning();
  if (statusChange) {
    const { requester, assignee, receiverSide } = await partiesOf(ctx, after!);
    const text = `${c.name} moved ticket #${after!.number} (${after!.subject}) to ${TICKET_STATUS_LABELS[p.status!]}.`;
    const headline = `Status: ${TICKET_STATUS_LABELS[p.status!]}`;
    await notifyTicketUsers(ctx, after!, 'firm', requester, { headline, text });
    await notifyTicketUsers(ctx, after!, receiverSide, assignee, { headline, text });
  }
  await announceTicket(ctx, after!, statusChange ? 'status' : 'updated');
  return detailsOf(ctx, c, after!);
}

export async function assignTicket(ctx: Ctx<typeof ZAssignSupportTicketPayload>) {
  const c = ticketCaller(ctx);
  const p = ctx.payload;
  const t = await findVisibleTicket(ctx, c, p.ticketId, true);
  if (!ticketPermissions(c, t).assign) throw forbidden('Only the receiving side assigns a ticket.');
  let assignee: { id: string; name: string } | null = null;
  if (p.assigneeId) {
    const [u] = await assigneeQuery(ctx, t, p.assigneeId);
    if (!u) throw unprocessable('assigneeId', t.audience === 'operator' ? 'Choose a member of the platform staff.' : "Choose a member of the firm's staff.");
    assignee = u;
  }
  const [after] = await ctx.tx
    .update(supportTickets)
    .set({ assignedTo: assignee?.id ?? null, assignedToName: assignee?.name ?? null, updatedAt: new Date() })
    .where(and(eq(supportTickets.tenantId, t.tenantId), eq(supportTickets.id, t.id)))
    .returning();
  if (assignee && assignee.id !== t.assignedTo) {
    const side = t.audience === 'operator' ? 'platform' : 'firm';
    const to = await activeUsers(ctx, after!, side, [assignee.id]);
    await notifyTicketUsers(ctx, after!, side, to, { headline: 'Assigned to you', text: `${c.name} assigned ticket #${after!.number} to you: ${after!.subject}` });
  }
  await announceTicket(ctx, after!, 'assigned');
  return detailsOf(ctx, c, after!);
}

/** Staff of the receiving side the ticket may be assigned to (one user by id, or all of them). */
const assigneeQuery = (ctx: CallContext<unknown>, t: SupportTicketRow, id?: string) => assignableUsers(ctx, t.audience === 'operator', t.tenantId, id);

/** Active internal users a ticket may be assigned to: the platform's staff, or a firm's (one by id, or all of them, by name). */
function assignableUsers(ctx: CallContext<unknown>, platform: boolean, firmId: string, id?: string) {
  const where = andAll([
    inArray(users.roleId, [...(platform ? PLATFORM_ROLES : INTERNAL_ROLES)]),
    eq(users.status, 'active'),
    eq(users.isExternal, 0),
    eq(users.tenantId, platform ? PLATFORM_TENANT_ID : firmId),
    id ? eq(users.id, id) : undefined,
  ]);
  const q = () => ctx.tx.select({ id: users.id, name: users.name }).from(users).where(where).orderBy(asc(users.name)).limit(500);
  const scope = platform ? PLATFORM_TENANT_ID : firmId;
  return scope === ctx.scopeTenantId ? q() : asTenant(ctx.tx, scope, q);
}

export async function ticketDetails(ctx: Ctx<typeof ZSupportTicketDetailsPayload>) {
  const c = ticketCaller(ctx);
  const t = await findVisibleTicket(ctx, c, ctx.payload.ticketId);
  const details = await detailsOf(ctx, c, t);
  const assignees = details.can.assign ? await assigneeQuery(ctx, t) : [];
  return { ...details, assignees };
}

async function toComments(ctx: CallContext<unknown>, t: SupportTicketRow, rows: readonly SupportTicketCommentRow[]): Promise<TTicketComment[]> {
  const ids = rows.map((r) => r.id);
  const fileRows = ids.length
    ? await ctx.tx
        .select()
        .from(supportTicketFiles)
        .where(and(eq(supportTicketFiles.tenantId, t.tenantId), eq(supportTicketFiles.ticketId, t.id), inArray(supportTicketFiles.commentId, ids)))
    : [];
  const attachments = await withUrls(ctx, fileRows);
  return rows.map((r) => ({
    id: r.id,
    ticketId: r.ticketId,
    text: r.text,
    createdBy: { id: r.createdBy, name: r.createdByName },
    side: r.side as TTicketComment['side'],
    createdAt: r.createdAt.toISOString(),
    attachments: attachments.filter((a) => a.commentId === r.id),
  }));
}

export async function addComment(ctx: Ctx<typeof ZSupportTicketCommentPayload>) {
  const c = ticketCaller(ctx);
  const p = ctx.payload;
  const t = await findVisibleTicket(ctx, c, p.ticketId, true);
  const can = ticketPermissions(c, t);
  if (!can.comment) {
    throw t.status === 'closed' && (can.manage || can.statuses.length) ? new AppError('CONFLICT', 'The ticket is closed; reopen it to comment.') : forbidden();
  }
  const found = await attachableFiles(ctx, c, p.fileKeys);
  const receiver = isReceiver(c, t);
  const [row] = await ctx.tx
    .insert(supportTicketComments)
    .values({ tenantId: t.tenantId, ticketId: t.id, audience: t.audience, text: p.text, createdBy: c.userId, createdByName: c.name, side: receiver ? 'receiver' : 'requester' })
    .returning();
  await storeFiles(ctx, c, t, found, row!.id);
  const [after] = await ctx.tx
    .update(supportTickets)
    .set({ commentCount: sql`${supportTickets.commentCount} + 1`, updatedAt: new Date() })
    .where(and(eq(supportTickets.tenantId, t.tenantId), eq(supportTickets.id, t.id)))
    .returning();
  const message = { headline: 'New comment', text: `${c.name} on ticket #${t.number}: ${p.text.slice(0, 200)}` };
  const { requester, assignee, receiverSide } = await partiesOf(ctx, after!);
  if (receiver) await notifyTicketUsers(ctx, after!, 'firm', requester, message);
  else await notifyTicketUsers(ctx, after!, receiverSide, assignee.length ? assignee : await triageUsers(ctx, after!), message);
  await announceTicket(ctx, after!, 'comment');
  const [out] = await toComments(ctx, after!, [row!]);
  return out!;
}

export async function commentList(ctx: Ctx<typeof ZSupportTicketCommentListPayload>) {
  const c = ticketCaller(ctx);
  const p = ctx.payload;
  const t = await findVisibleTicket(ctx, c, p.ticketId);
  const where = and(eq(supportTicketComments.tenantId, t.tenantId), eq(supportTicketComments.ticketId, t.id));
  const rows = await ctx.tx
    .select()
    .from(supportTicketComments)
    .where(where)
    .orderBy(asc(supportTicketComments.createdAt), asc(supportTicketComments.id))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  const [n] = await ctx.tx.select({ n: count() }).from(supportTicketComments).where(where);
  return { data: await toComments(ctx, t, rows), count: Number(n?.n ?? 0) };
}

/** Rank of an enum value in SQL, for sorting statuses and priorities in their own order. */
const rank = (col: SQLWrapper, values: readonly string[]): SQL =>
  sql`array_position(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[], ${col})`;

export async function listTickets(ctx: Ctx<typeof ZListSupportTicketsPayload>) {
  const c = ticketCaller(ctx);
  const p = ctx.payload;
  const m = p.matcher;
  const term = p.search?.trim();
  const number = term && /^#?\d{1,9}$/.test(term) ? Number(term.replace('#', '')) : null;
  const where = andAll([
    ticketVisibility(c),
    m.statuses?.length ? inArray(supportTickets.status, m.statuses) : undefined,
    m.priorities?.length ? inArray(supportTickets.priority, m.priorities) : undefined,
    m.types?.length ? inArray(supportTickets.type, m.types) : undefined,
    m.audience ? eq(supportTickets.audience, m.audience) : undefined,
    m.assignee === 'none' ? isNull(supportTickets.assignedTo) : m.assignee ? eq(supportTickets.assignedTo, m.assignee) : undefined,
    m.tenantId ? eq(supportTickets.tenantId, m.tenantId) : undefined,
    term
      ? or(
          ilike(supportTickets.subject, likePattern(term)),
          ilike(supportTickets.description, likePattern(term)),
          ilike(supportTickets.createdByName, likePattern(term)),
          number !== null ? eq(supportTickets.number, number) : undefined,
        )
      : undefined,
  ]);
  const dir = p.sort.order === 1 ? asc : desc;
  const order: SQL[] = (() => {
    switch (p.sort.field) {
      case 'status':
        return [dir(rank(supportTickets.status, TICKET_STATUSES))];
      case 'priority':
        return [dir(rank(supportTickets.priority, TICKET_PRIORITIES))];
      case 'subject':
        return [dir(sql`lower(${supportTickets.subject})`)];
      case 'number':
        return [dir(supportTickets.number)];
      case 'createdAt':
        return [dir(supportTickets.createdAt)];
      default:
        return [dir(supportTickets.updatedAt)];
    }
  })();
  const rows = await ctx.tx
    .select()
    .from(supportTickets)
    .where(where)
    .orderBy(...order, desc(supportTickets.createdAt), asc(supportTickets.id))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  const [n] = await ctx.tx.select({ n: count() }).from(supportTickets).where(where);
  const names = await tenantNames(
    ctx,
    rows.map((r) => r.tenantId),
  );
  return {
    data: rows.map((r) => toTicket(r, names.get(r.tenantId) ?? '')),
    count: Number(n?.n ?? 0),
    page: p.page,
    perpage: p.perpage,
    canCreate: c.kind !== 'operator',
    // The assignee filter: whom the caller may assign to (the receiving side he belongs to).
    assignees: c.kind === 'client' ? [] : await assignableUsers(ctx, c.kind === 'operator', c.scopeTenantId),
  };
}
