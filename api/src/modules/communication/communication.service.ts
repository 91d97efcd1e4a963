import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COMMUNICATION_LINK_DAYS,
  COMMUNICATION_LINK_PURPOSE,
  MESSAGE_EVENT,
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILE_TYPES,
  MESSAGE_READ_EVENT,
  MESSAGE_TEXT,
  type TMessage,
  type TMessageCase,
  type TMessageEvent,
  type ZCommunicationInboxPayload,
  type ZCommunicationListPayload,
  type ZCommunicationMarkReadPayload,
  type ZCommunicationReplyPayload,
  type ZCommunicationReplyThreadPayload,
  type ZCommunicationSavePayload,
  type ZCommunicationThreadPayload,
  type ZCommunicationUnreadCountsPayload,
  type ZCommunicationUserListPayload,
} from 'shared/contract';
import { ROLE } from 'shared/domain';
import { AppError, notFound, type CallContext } from '../../platform/http';
import type { Ctx } from '../../platform/http';
import { unprocessable } from '../../platform/http';
import { likePattern } from '../../platform/data';
import { issueLinkToken, linkTokenById } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { afterCommit } from '../../platform/realtime';
import { assertAttachableKeys, files, normalizeKey } from '../../platform/storage';
import { beneficiaries } from '../beneficiaries';
import { caseAccess, findVisibleCase, isStaff, logCase, notifyCaseUsers, petitions, shownCaseNumber, type CaseAccess, type PetitionRow } from '../petitions';
import { REPLY_PAGE } from './communication.mail';
import * as repo from './communication.repository';
import { communicationAttachments, communicationLinks, communicationMessages, type AttachmentRow, type MessageRow } from './communication.table';

const DAY_MS = 24 * 60 * 60 * 1000;

// ─────────────────────────── real-time delivery ───────────────────────────

/**
 * Sends a new message to every user who may see it (their user rooms on the one socket the shell
 * opens): that reaches whoever has the thread open, and updates unread counts in the sidebar and
 * the bell. An internal message goes to staff only; never to a client's socket.
 */
function deliver(ctx: CallContext<unknown>, m: MessageRow, files: AttachmentRow[], viewers: repo.Viewer[], c: TMessageCase): void {
  const server = ctx.request.server;
  if (!server.hasDecorator('realtime')) return;
  const tenantId = ctx.scopeTenantId;
  const allowed = viewers.filter((v) => m.visibility === 'shared' || v.staff).map((v) => v.id);
  const others = allowed.filter((id) => id !== m.authorUserId);
  // Built once, before the commit: one payload for every recipient (socket.io encodes a broadcast once).
  const forOthers: TMessageEvent = { message: repo.toMessage(m, files, { userId: null, readUntil: null }), case: c };
  const author = m.authorUserId;
  const own: TMessageEvent | null = author ? { message: repo.toMessage(m, files, { userId: author, readUntil: null }), case: c } : null;
  afterCommit(ctx, () => {
    server.realtime.service.emitToUsers(tenantId, others, MESSAGE_EVENT, forOthers);
    if (author && own) server.realtime.service.emitToUsers(tenantId, [author], MESSAGE_EVENT, own);
  });
}

// ─────────────────────────── thread, lists, counts ───────────────────────────

async function caseOf(tx: Db, id: string): Promise<TMessageCase> {
  const c = (await repo.casesOf(tx, [id])).get(id);
  if (!c) throw notFound('Case not found');
  return c;
}

export async function thread(ctx: Ctx<typeof ZCommunicationThreadPayload>) {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId);
  const page = await repo.threadPage(ctx.tx, a, row.id, ctx.payload.page, ctx.payload.perpage);
  const att = await repo.attachmentsOf(ctx.tx, page.rows.map((m) => m.id));
  const readUntil = (await repo.readUntilOf(ctx.tx, a.userId, [row.id])).get(row.id) ?? null;
  return {
    case: await caseOf(ctx.tx, row.id),
    data: page.rows.map((m) => repo.toMessage(m, att, { userId: a.userId, readUntil })),
    count: page.count,
    unread: page.unread,
    canPostInternal: isStaff(a),
  };
}

export async function list(ctx: Ctx<typeof ZCommunicationListPayload>) {
  const a = await caseAccess(ctx);
  const p = ctx.payload;
  if (p.petitionId) await findVisibleCase(ctx.tx, a, p.petitionId);
  // Clients never see internal messages: asking for them answers an empty list.
  if (p.visibility === 'internal' && !isStaff(a)) return { data: [], count: 0 };
  const res = await repo.listMessages(ctx.tx, a, {
    petitionId: p.petitionId,
    visibility: p.visibility,
    unread: p.unread,
    pattern: p.search ? likePattern(p.search) : undefined,
    page: p.page,
    perpage: p.perpage,
  });
  const att = await repo.attachmentsOf(ctx.tx, res.rows.map((r) => r.message.id));
  const cases = await repo.casesOf(ctx.tx, [...new Set(res.rows.map((r) => r.message.petitionId))]);
  return {
    data: res.rows.map((r) => ({
      ...repo.toMessage(r.message, att, { userId: a.userId, readUntil: r.readUntil }),
      case: cases.get(r.message.petitionId)!,
    })),
    count: res.count,
  };
}

export async function inbox(ctx: Ctx<typeof ZCommunicationInboxPayload>) {
  const a = await caseAccess(ctx);
  const p = ctx.payload;
  const res = await repo.inboxPage(ctx.tx, a, {
    unread: p.unread,
    pattern: p.search ? likePattern(p.search) : undefined,
    page: p.page,
    perpage: p.perpage,
  });
  const att = await repo.attachmentsOf(ctx.tx, res.threads.map((t) => t.last.id));
  const cases = await repo.casesOf(ctx.tx, res.threads.map((t) => t.petitionId));
  return {
    data: res.threads.map((t) => ({
      case: cases.get(t.petitionId)!,
      last: repo.toMessage(t.last, att, { userId: a.userId, readUntil: t.readUntil }),
      unread: t.unread,
      count: t.count,
    })),
    count: res.total,
  };
}

/** Per-case unread counts shown at most (the total counts every case). */
const UNREAD_CASES_MAX = 100;

export async function unreadCounts(ctx: Ctx<typeof ZCommunicationUnreadCountsPayload>) {
  const a = await caseAccess(ctx);
  const res = await repo.unreadCounts(ctx.tx, a, UNREAD_CASES_MAX);
  const cases = await repo.casesOf(ctx.tx, res.perCase.map((c) => c.petitionId));
  return {
    total: res.total,
    cases: res.perCase.map((c) => ({ petitionId: c.petitionId, caseNumber: cases.get(c.petitionId)?.caseNumber ?? '', count: c.count })),
  };
}

export async function markRead(ctx: Ctx<typeof ZCommunicationMarkReadPayload>) {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId);
  const visible = and(eq(communicationMessages.petitionId, row.id), repo.messageVisibility(a));
  let until: SQL | null = null;
  if (ctx.payload.upToMessageId) {
    const [m] = await ctx.tx
      .select({ id: communicationMessages.id })
      .from(communicationMessages)
      .where(and(visible, eq(communicationMessages.id, ctx.payload.upToMessageId)))
      .limit(1);
    if (!m) throw notFound('Message not found');
    until = sql`(select ${communicationMessages.createdAt} from ${communicationMessages} where ${communicationMessages.id} = ${m.id})`;
  } else {
    const [m] = await ctx.tx.select({ id: communicationMessages.id }).from(communicationMessages).where(visible).limit(1);
    if (m) until = sql`(select max(${communicationMessages.createdAt}) from ${communicationMessages} where ${visible})`;
  }
  const before = await repo.threadPage(ctx.tx, a, row.id, 1, 1);
  if (until) await repo.markRead(ctx.tx, a.userId, row.id, until);
  const after = await repo.threadPage(ctx.tx, a, row.id, 1, 1);
  const totals = await repo.unreadCounts(ctx.tx, a, 1);
  const server = ctx.request.server;
  if (before.unread !== after.unread && server.hasDecorator('realtime')) {
    const tenantId = ctx.scopeTenantId;
    afterCommit(ctx, () => server.realtime.service.emitToUsers(tenantId, [a.userId], MESSAGE_READ_EVENT, { petitionId: row.id }));
  }
  return { marked: before.unread - after.unread, unread: after.unread, total: totals.total };
}

export async function userList(ctx: Ctx<typeof ZCommunicationUserListPayload>) {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId);
  // Clients write shared messages only: their mention list is the shared audience.
  const visibility = isStaff(a) ? (ctx.payload.visibility ?? 'shared') : 'shared';
  const term = ctx.payload.search?.toLowerCase();
  const viewers = (await repo.viewersOf(ctx.tx, row, visibility))
    .filter((v) => v.id !== a.userId)
    .filter((v) => !term || v.name.toLowerCase().includes(term) || v.email.toLowerCase().includes(term))
    .sort((x, y) => Number(y.staff) - Number(x.staff) || x.name.localeCompare(y.name))
    .slice(0, 100);
  return { data: viewers.map((v) => ({ userId: v.id, name: v.name, roleId: v.roleId, staff: v.staff })) };
}

// ─────────────────────────── posting ───────────────────────────

/** Checks the attachments (uploaded by the caller, not held elsewhere, an allowed type): key → file. */
async function attachable(ctx: CallContext<unknown>, a: CaseAccess, input: { key: string; name: string }[]) {
  if (!input.length) return [];
  const keys = input.map((f, i) => {
    const k = normalizeKey(f.key);
    if (!k) throw unprocessable(`attachments.${i}.key`, 'File not found: upload it first.');
    return k;
  });
  if (new Set(keys).size !== keys.length) throw unprocessable('attachments', 'The same file is attached twice.');
  await assertAttachableKeys(ctx, keys);
  const rows = await ctx.tx.select().from(files).where(inArray(files.key, keys));
  const byKey = new Map(rows.filter((r) => r.status === 'active').map((r) => [r.key, r]));
  const held = await ctx.tx
    .select({ key: communicationAttachments.key })
    .from(communicationAttachments)
    .where(inArray(communicationAttachments.key, keys));
  return keys.map((k, i) => {
    const f = byKey.get(k);
    // Only the caller's own uploads: another user's file is "not found" to them.
    if (!f || f.createdBy !== a.userId) throw unprocessable(`attachments.${i}.key`, 'File not found: upload it first.');
    if (held.some((h) => h.key === k)) throw unprocessable(`attachments.${i}.key`, 'This file is already attached to a message.');
    if (!MESSAGE_FILE_TYPES.includes(f.mimetype)) throw unprocessable(`attachments.${i}.key`, MESSAGE_TEXT.refusedType);
    if (Number(f.size) > MESSAGE_FILE_MAX_BYTES) throw unprocessable(`attachments.${i}.key`, MESSAGE_TEXT.fileTooLarge);
    return { key: k, name: input[i]!.name, mimetype: f.mimetype, size: Number(f.size) };
  });
}

export async function save(ctx: Ctx<typeof ZCommunicationSavePayload>): Promise<TMessage> {
  const a = await caseAccess(ctx);
  const p = ctx.payload;
  const { row, c } = await repo.visibleCaseNamed(ctx.tx, a, p.petitionId);
  const staff = isStaff(a);
  if (!staff && p.visibility === 'internal') throw unprocessable('visibility', MESSAGE_TEXT.clientsShareOnly);
  const visibility = staff ? (p.visibility ?? 'internal') : 'shared';
  const viewers = await repo.viewersOf(ctx.tx, row, visibility);
  const viewerById = new Map(viewers.map((v) => [v.id, v]));
  const mentionIds = [...new Set(p.mentions)];
  const mentions = mentionIds.map((id, i) => {
    const v = viewerById.get(id);
    if (!v) {
      throw unprocessable(
        `mentions.${i}`,
        visibility === 'internal' ? 'Only people of the firm who see this case can be mentioned in an internal message.' : 'Only people who see this case can be mentioned.',
      );
    }
    return { userId: v.id, name: v.name };
  });
  const toAttach = await attachable(ctx, a, p.attachments);
  const [m] = await ctx.tx
    .insert(communicationMessages)
    .values({
      petitionId: row.id,
      body: p.body,
      visibility,
      authorKind: 'user',
      authorUserId: a.userId,
      authorName: a.userName,
      authorStaff: staff,
      mentions,
    })
    .returning();
  const message = m!;
  const att = toAttach.length
    ? await ctx.tx
        .insert(communicationAttachments)
        .values(toAttach.map((f) => ({ ...f, messageId: message.id, petitionId: row.id })))
        .returning()
    : [];
  // No watermark write: an author's own messages are never unread (unreadSql), and the open thread marks the rest read.
  if (visibility === 'shared') {
    await logCase(ctx.tx, a, 'Message shared with the client', row, row, { note: `${a.userName} wrote on the case thread` });
  }
  if (mentions.length) {
    await notifyCaseUsers(
      ctx,
      row,
      mentions.map((x) => viewerById.get(x.userId)!).map(({ id, name, email }) => ({ id, name, email })),
      { headline: `${a.userName} mentioned you`, text: `${a.userName} mentioned you in a message on case ${shownCaseNumber(row)}.` },
    );
  }
  if (visibility === 'shared') await mailClients(ctx, row, message, viewers, a.userId);
  deliver(ctx, message, att, viewers, c);
  return repo.toMessage(message, att, { userId: a.userId, readUntil: null });
}

/**
 * A shared message reaches the clients who are not signed in by e-mail, with a reply link bound
 * to this thread and this recipient (purpose `communication-reply`, 14 days). Clients: the
 * petitioner's users and the beneficiary (his login, or the e-mail of his record without one).
 */
async function mailClients(ctx: CallContext<unknown>, row: PetitionRow, m: MessageRow, viewers: repo.Viewer[], authorId: string | null): Promise<void> {
  const server = ctx.request.server;
  if (!server.hasDecorator('mailer')) return;
  const clients: { userId: string | null; name: string; email: string }[] = viewers
    .filter((v) => !v.staff && (v.roleId === ROLE.PETITIONER || v.roleId === ROLE.BENEFICIARY))
    .map((v) => ({ userId: v.id, name: v.name, email: v.email }));
  if (row.beneficiaryId) {
    const [b] = await ctx.tx
      .select({ userId: beneficiaries.userId, email: beneficiaries.email, firstName: beneficiaries.firstName, lastName: beneficiaries.lastName })
      .from(beneficiaries)
      .where(eq(beneficiaries.id, row.beneficiaryId))
      .limit(1);
    if (b && !b.userId && b.email) clients.push({ userId: null, name: `${b.firstName} ${b.lastName}`.trim(), email: b.email });
  }
  const live = await repo.withLiveSession(ctx.tx, clients.map((c) => c.userId).filter((x): x is string => !!x));
  const to = clients.filter((c) => c.userId !== authorId && !(c.userId && live.has(c.userId)));
  if (!to.length) return;
  const origin = `${ctx.request.protocol}://${ctx.request.host}`;
  const caseNo = shownCaseNumber(row);
  for (const c of to) {
    const link = await replyLinkFor(ctx.tx, row.id, c);
    const { token, expiresAt } = await issueLinkToken(ctx.tx, {
      purpose: COMMUNICATION_LINK_PURPOSE,
      recordId: link.id,
      ttlMs: COMMUNICATION_LINK_DAYS * DAY_MS,
      createdBy: authorId ?? undefined,
    });
    await server.mailer.send(ctx.tx, {
      tenantId: ctx.scopeTenantId,
      to: c.email,
      template: 'communication-message',
      data: {
        name: c.name,
        caseNo,
        authorName: m.authorName,
        firmName: ctx.tenant?.name ?? '',
        message: m.body,
        actionLabel: 'Read and reply',
        actionUrl: `${origin}${REPLY_PAGE}?token=${token}`,
        expiresOn: expiresAt.toISOString().slice(0, 10),
      },
    });
  }
}

/** The reply-link row of a recipient on a thread (one per thread and e-mail address). */
async function replyLinkFor(tx: Db, petitionId: string, c: { userId: string | null; name: string; email: string }) {
  const [found] = await tx
    .select()
    .from(communicationLinks)
    .where(and(eq(communicationLinks.petitionId, petitionId), eq(communicationLinks.email, c.email)))
    .limit(1);
  if (found) return found;
  const [made] = await tx.insert(communicationLinks).values({ petitionId, userId: c.userId, name: c.name, email: c.email }).returning();
  return made!;
}

// ─────────────────────────── reply link ───────────────────────────

/** The thread behind a reply link; anything wrong is the standard LINK_TOKEN_INVALID. */
async function linked(ctx: CallContext<unknown>, lock: boolean) {
  const link = ctx.link!;
  const [l] = await ctx.tx.select().from(communicationLinks).where(eq(communicationLinks.id, link.recordId)).limit(1);
  if (!l) throw new AppError('LINK_TOKEN_INVALID');
  const q = ctx.tx.select().from(petitions).where(eq(petitions.id, l.petitionId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.deletedAt) throw new AppError('LINK_TOKEN_INVALID');
  return { l, row };
}

/** The latest shared messages a reply page shows. */
const REPLY_THREAD_MAX = 100;

export async function replyThread(ctx: Ctx<typeof ZCommunicationReplyThreadPayload>) {
  const { l, row } = await linked(ctx, false);
  const rows = (
    await ctx.tx
      .select()
      .from(communicationMessages)
      .where(and(eq(communicationMessages.petitionId, row.id), eq(communicationMessages.visibility, 'shared')))
      .orderBy(desc(communicationMessages.createdAt), desc(communicationMessages.id))
      .limit(REPLY_THREAD_MAX)
  ).reverse();
  const att = await repo.attachmentsOf(ctx.tx, rows.map((m) => m.id));
  const tok = await linkTokenById(ctx.tx, ctx.link!.linkId);
  return {
    firmName: ctx.tenant?.name ?? '',
    caseNumber: shownCaseNumber(row),
    recipientName: l.name,
    // Files of the thread open through the firm's portal (signed in); the link page lists them.
    data: rows.map((m) => {
      const x = repo.toMessage(m, att, { userId: null, readUntil: null });
      const mine = m.replyLinkId === l.id || (l.userId !== null && m.authorUserId === l.userId);
      return { ...x, mine, read: true };
    }),
    expiresAt: tok ? new Date(tok.expiresAt).toISOString() : '',
  };
}

export async function reply(ctx: Ctx<typeof ZCommunicationReplyPayload>): Promise<TMessage> {
  const { l, row } = await linked(ctx, false);
  const [m] = await ctx.tx
    .insert(communicationMessages)
    .values({
      petitionId: row.id,
      body: ctx.payload.body,
      visibility: 'shared',
      authorKind: 'link',
      authorUserId: l.userId,
      authorName: l.name,
      authorStaff: false,
      replyLinkId: l.id,
      mentions: [],
    })
    .returning();
  const message = m!;
  const actor = { userId: l.userId ?? l.id, userName: `${l.name} (reply link)` };
  await logCase(ctx.tx, actor, 'Client replied to a message', row, row, { note: `${l.name} replied through the e-mail link` });
  const viewers = await repo.viewersOf(ctx.tx, row, 'shared');
  // The case's assigned staff get a notification (bell) besides the live message.
  const server = ctx.request.server;
  const slots = [row.attorneyId, row.paralegalId, row.supervisorId, row.docManagerId, row.docExecutiveId, row.frontOfficeId].filter(
    (x): x is string => !!x,
  );
  if (slots.length && server.hasDecorator('realtime')) {
    await server.realtime.notify(
      ctx.scopeTenantId,
      [...new Set(slots)],
      { caseNo: shownCaseNumber(row), message: `${l.name} replied to a message.`, createdByName: l.name, petitionId: row.id },
      { tx: ctx.tx },
    );
  }
  const c = await caseOf(ctx.tx, row.id);
  deliver(ctx, message, [], viewers, c);
  return { ...repo.toMessage(message, [], { userId: null, readUntil: null }), mine: true, read: true };
}

/** Attachments and messages, in order, for the seed and tests. */
export const messagesOfCase = (tx: Db, petitionId: string) =>
  tx.select().from(communicationMessages).where(eq(communicationMessages.petitionId, petitionId)).orderBy(asc(communicationMessages.createdAt));
