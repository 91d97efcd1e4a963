import { and, asc, desc, eq, inArray, isNull, gt, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from 'shared/domain';
import type { TMessage, TMessageCase } from 'shared/contract';
import { rowsOf, type Db } from '../../platform/db';
import { notFound } from '../../platform/http';
import { limitSql } from '../../platform/data';
import { sessions } from '../../platform/auth';
import { beneficiaries } from '../beneficiaries';
import { companies } from '../companies';
import { users } from '../users';
import { caseVisibility, isStaff, petitions, shownCaseNumber, usersForRoles, type CaseAccess, type PetitionRow } from '../petitions';
import { communicationAttachments, communicationMessages, communicationReads, type AttachmentRow, type MessageRow } from './communication.table';

/** The messages `a` may see of a visible case: all for staff, the shared ones for clients. */
export const messageVisibility = (a: CaseAccess): SQL | undefined =>
  isStaff(a) ? undefined : eq(communicationMessages.visibility, 'shared');

/** Unread for `userId`: newer than the user's watermark of the thread and written by someone else. */
export const unreadSql = (userId: string): SQL =>
  sql`(${communicationMessages.createdAt} > coalesce(${communicationReads.readUntil}, '-infinity'::timestamptz) and ${communicationMessages.authorUserId} is distinct from ${userId})`;

/** `left join communication_reads` of the user for the message's thread. */
export const readsJoin = (userId: string): SQL =>
  and(eq(communicationReads.petitionId, communicationMessages.petitionId), eq(communicationReads.userId, userId))!;

/** Maps rows to the contract shape for one viewer. */
export function toMessage(m: MessageRow, files: AttachmentRow[], viewer: { userId: string | null; readUntil: Date | null }): TMessage {
  const mine = viewer.userId !== null && m.authorUserId === viewer.userId;
  return {
    id: m.id,
    petitionId: m.petitionId,
    body: m.body,
    visibility: m.visibility,
    author: { kind: m.authorKind, userId: m.authorUserId, name: m.authorName, staff: m.authorStaff },
    mentions: m.mentions ?? [],
    attachments: files
      .filter((f) => f.messageId === m.id)
      .map((f) => ({ id: f.id, key: f.key, name: f.name, mimetype: f.mimetype, size: Number(f.size) })),
    createdAt: new Date(m.createdAt).toISOString(),
    mine,
    read: mine || (viewer.readUntil !== null && new Date(m.createdAt).getTime() <= new Date(viewer.readUntil).getTime()),
  };
}

export async function attachmentsOf(tx: Db, messageIds: readonly string[]): Promise<AttachmentRow[]> {
  if (!messageIds.length) return [];
  return tx
    .select()
    .from(communicationAttachments)
    .where(inArray(communicationAttachments.messageId, [...messageIds]))
    .orderBy(asc(communicationAttachments.createdAt), asc(communicationAttachments.id));
}

/** The user's read watermark per case. */
export async function readUntilOf(tx: Db, userId: string, petitionIds: readonly string[]): Promise<Map<string, Date>> {
  if (!petitionIds.length) return new Map();
  const rows = await tx
    .select({ petitionId: communicationReads.petitionId, readUntil: communicationReads.readUntil })
    .from(communicationReads)
    .where(and(eq(communicationReads.userId, userId), inArray(communicationReads.petitionId, [...petitionIds])));
  return new Map(rows.map((r) => [r.petitionId, r.readUntil]));
}

/** The cases as the message lists name them. */
export async function casesOf(tx: Db, ids: readonly string[]): Promise<Map<string, TMessageCase>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({
      id: petitions.id,
      caseNumber: petitions.caseNumber,
      customCaseNumber: petitions.customCaseNumber,
      kind: petitions.kind,
      isExternal: petitions.isExternal,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      company: companies.name,
    })
    .from(petitions)
    .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
    .leftJoin(companies, eq(companies.id, petitions.petitionerId))
    .where(inArray(petitions.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        petitionId: r.id,
        caseNumber: shownCaseNumber(r),
        kind: r.kind,
        isExternal: r.isExternal,
        beneficiaryName: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
        petitionerName: r.company ?? null,
      },
    ]),
  );
}

/**
 * A case the caller may see with its names, in one query (findVisibleCase's rule and 404, plus
 * what casesOf answers): the save path's hot query.
 */
export async function visibleCaseNamed(tx: Db, a: CaseAccess, id: string): Promise<{ row: PetitionRow; c: TMessageCase }> {
  const [r] = await tx
    .select({ row: petitions, firstName: beneficiaries.firstName, lastName: beneficiaries.lastName, company: companies.name })
    .from(petitions)
    .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
    .leftJoin(companies, eq(companies.id, petitions.petitionerId))
    .where(and(eq(petitions.id, id), caseVisibility(a)))
    .limit(1);
  if (!r) throw notFound('Case not found');
  return {
    row: r.row,
    c: {
      petitionId: r.row.id,
      caseNumber: shownCaseNumber(r.row),
      kind: r.row.kind,
      isExternal: r.row.isExternal,
      beneficiaryName: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
      petitionerName: r.company ?? null,
    },
  };
}

/** Where a case opens in the app (catalogue paths): RFE and external cases have their own details pages. */
export const caseDetailsPath = (c: Pick<TMessageCase, 'petitionId' | 'kind' | 'isExternal'>): string =>
  c.isExternal ? `/external-case-details/${c.petitionId}` : c.kind === 'rfe' ? `/rfe-petition-details/${c.petitionId}` : `/petition-details/${c.petitionId}`;

/** Thread page: the newest `perpage` of page `page`, returned oldest first. */
export async function threadPage(tx: Db, a: CaseAccess, petitionId: string, page: number, perpage: number) {
  const where = and(eq(communicationMessages.petitionId, petitionId), messageVisibility(a));
  const rows = await tx
    .select()
    .from(communicationMessages)
    .where(where)
    .orderBy(desc(communicationMessages.createdAt), desc(communicationMessages.id))
    .limit(perpage)
    .offset((page - 1) * perpage);
  const [n] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${unreadSql(a.userId)}))::int`,
    })
    .from(communicationMessages)
    .leftJoin(communicationReads, readsJoin(a.userId))
    .where(where);
  return { rows: rows.reverse(), count: n?.count ?? 0, unread: n?.unread ?? 0 };
}

/** Text search over a message (body, author) for a `like` pattern. */
const messageMatches = (pattern: string): SQL =>
  or(sql`lower(${communicationMessages.body}) like ${pattern}`, sql`lower(${communicationMessages.authorName}) like ${pattern}`)!;

/** A case matches a `like` pattern: number, beneficiary or petitioner name. */
const caseMatches = (pattern: string): SQL =>
  sql`(lower(${petitions.caseNumber}) like ${pattern} or lower(coalesce(${petitions.customCaseNumber}, '')) like ${pattern}
    or exists (select 1 from ${beneficiaries} where ${beneficiaries.id} = ${petitions.beneficiaryId}
      and lower(${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}) like ${pattern})
    or exists (select 1 from ${companies} where ${companies.id} = ${petitions.petitionerId} and lower(${companies.name}) like ${pattern}))`;

/** Messages across the visible cases, newest first. */
export async function listMessages(
  tx: Db,
  a: CaseAccess,
  f: { petitionId?: string; visibility?: 'internal' | 'shared'; unread?: boolean; pattern?: string; page: number; perpage: number },
) {
  const where = and(
    caseVisibility(a),
    messageVisibility(a),
    f.petitionId ? eq(communicationMessages.petitionId, f.petitionId) : undefined,
    f.visibility ? eq(communicationMessages.visibility, f.visibility) : undefined,
    f.unread ? unreadSql(a.userId) : undefined,
    f.pattern ? or(messageMatches(f.pattern), caseMatches(f.pattern)) : undefined,
  );
  const base = () =>
    tx
      .select()
      .from(communicationMessages)
      .innerJoin(petitions, eq(petitions.id, communicationMessages.petitionId))
      .leftJoin(communicationReads, readsJoin(a.userId));
  const rows = await base()
    .where(where)
    .orderBy(desc(communicationMessages.createdAt), desc(communicationMessages.id))
    .limit(f.perpage)
    .offset((f.page - 1) * f.perpage);
  const [n] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(communicationMessages)
    .innerJoin(petitions, eq(petitions.id, communicationMessages.petitionId))
    .leftJoin(communicationReads, readsJoin(a.userId))
    .where(where);
  return {
    rows: rows.map((r) => ({ message: r.communication_messages, readUntil: r.communication_reads?.readUntil ?? null })),
    count: n?.count ?? 0,
  };
}

/** Unread per visible case (SQL counts), most unread first. */
export async function unreadCounts(tx: Db, a: CaseAccess, limit: number) {
  const where = and(caseVisibility(a), messageVisibility(a), unreadSql(a.userId));
  const perCase = await tx
    .select({ petitionId: communicationMessages.petitionId, count: sql<number>`count(*)::int` })
    .from(communicationMessages)
    .innerJoin(petitions, eq(petitions.id, communicationMessages.petitionId))
    .leftJoin(communicationReads, readsJoin(a.userId))
    .where(where)
    .groupBy(communicationMessages.petitionId)
    .orderBy(desc(sql`count(*)`), asc(communicationMessages.petitionId))
    .limit(limit);
  const [n] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(communicationMessages)
    .innerJoin(petitions, eq(petitions.id, communicationMessages.petitionId))
    .leftJoin(communicationReads, readsJoin(a.userId))
    .where(where);
  return { total: n?.total ?? 0, perCase };
}

/** One row per visible thread: counts and the last message time; newest activity first. */
export async function inboxPage(tx: Db, a: CaseAccess, f: { unread?: boolean; pattern?: string; page: number; perpage: number }) {
  const threadMatch = f.pattern
    ? or(
        caseMatches(f.pattern),
        sql`exists (select 1 from ${communicationMessages} m2 where m2.petition_id = ${communicationMessages.petitionId}
          ${isStaff(a) ? sql`` : sql`and m2.visibility = 'shared'`}
          and (lower(m2.body) like ${f.pattern} or lower(m2.author_name) like ${f.pattern}))`,
      )
    : undefined;
  const unread = sql<number>`(count(*) filter (where ${unreadSql(a.userId)}))::int`;
  const grouped = tx
    .select({
      petitionId: communicationMessages.petitionId,
      count: sql<number>`count(*)::int`.as('count'),
      unread: unread.as('unread'),
      lastAt: sql<Date>`max(${communicationMessages.createdAt})`.as('last_at'),
      readUntil: sql<Date | null>`max(${communicationReads.readUntil})`.as('read_until'),
    })
    .from(communicationMessages)
    .innerJoin(petitions, eq(petitions.id, communicationMessages.petitionId))
    .leftJoin(communicationReads, readsJoin(a.userId))
    .where(and(caseVisibility(a), messageVisibility(a), threadMatch))
    .groupBy(communicationMessages.petitionId)
    .having(f.unread ? sql`count(*) filter (where ${unreadSql(a.userId)}) > 0` : undefined)
    .as('t');
  const rows = rowsOf<{ petition_id: string; count: number; unread: number; last_at: string; read_until: string | null; total: number }>(
    await tx.execute(
      sql`select t.petition_id, t.count, t.unread, t.last_at, t.read_until, count(*) over ()::int as total from ${grouped}
        order by t.last_at desc, t.petition_id desc ${limitSql(f.perpage)} offset ${(f.page - 1) * f.perpage}`,
    ),
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && f.page > 1) {
    const [c] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${grouped}`));
    total = c?.n ?? 0;
  }
  const ids = rows.map((r) => r.petition_id);
  const last = ids.length
    ? await tx
        .selectDistinctOn([communicationMessages.petitionId])
        .from(communicationMessages)
        .where(and(inArray(communicationMessages.petitionId, ids), messageVisibility(a)))
        .orderBy(communicationMessages.petitionId, desc(communicationMessages.createdAt), desc(communicationMessages.id))
    : [];
  const lastBy = new Map(last.map((m) => [m.petitionId, m]));
  return {
    total,
    threads: rows.map((r) => ({
      petitionId: r.petition_id,
      count: Number(r.count),
      unread: Number(r.unread),
      readUntil: r.read_until ? new Date(r.read_until) : null,
      last: lastBy.get(r.petition_id)!,
    })),
  };
}

/**
 * Moves the user's watermark of a thread forward to `until` (never back). `until` is SQL (a
 * message's own `created_at`), not a JS Date: PostgreSQL keeps microseconds, a Date only
 * milliseconds, and a truncated watermark would leave the newest message unread.
 */
export async function markRead(tx: Db, userId: string, petitionId: string, until: SQL): Promise<void> {
  await tx
    .insert(communicationReads)
    .values({ petitionId, userId, readUntil: sql`${until}` as unknown as Date })
    .onConflictDoUpdate({
      target: [communicationReads.tenantId, communicationReads.userId, communicationReads.petitionId],
      set: {
        readUntil: sql`greatest(${communicationReads.readUntil}, excluded.read_until)`,
        updatedAt: sql`now()`,
      },
    });
}

export interface Viewer {
  id: string;
  name: string;
  email: string;
  roleId: number;
  staff: boolean;
}

/**
 * Everyone who may see a case's messages of a visibility, by the same rules as `caseAccess` /
 * `caseVisibility`: staff (admins, the branch's managers, staff with access to every case, the
 * assigned users) see all; for `shared` also the petitioner's users, the beneficiary's login and
 * assigned external users. Active users only.
 */
export async function viewersOf(tx: Db, row: PetitionRow, visibility: 'internal' | 'shared'): Promise<Viewer[]> {
  const slots = [row.attorneyId, row.paralegalId, row.supervisorId, row.docManagerId, row.docExecutiveId, row.frontOfficeId].filter(
    (x): x is string => !!x,
  );
  const staffRole = sql`${users.roleId} between ${ROLE.ADMIN} and ${ROLE.READ_ONLY_STAFF}`;
  const staffWhere = and(
    eq(users.status, 'active'),
    eq(users.isExternal, 0),
    staffRole,
    or(
      eq(users.roleId, ROLE.ADMIN),
      row.branchId ? and(eq(users.roleId, ROLE.BRANCH_MANAGER), sql`${users.branchIds} @> ${JSON.stringify([row.branchId])}::jsonb`) : undefined,
      and(sql`${users.roleId} >= ${ROLE.FRONT_OFFICE}`, eq(users.casesAccessForAllUsers, true)),
      slots.length ? inArray(users.id, slots) : undefined,
    ),
  );
  const staff = await tx.select({ id: users.id, name: users.name, email: users.email, roleId: users.roleId }).from(users).where(staffWhere);
  const out: Viewer[] = staff.map((u) => ({ ...u, staff: true }));
  if (visibility === 'shared') {
    const seen = new Set(out.map((u) => u.id));
    const clients = await usersForRoles(tx, row, [ROLE.PETITIONER, ROLE.BENEFICIARY]);
    // One query for the clients' roles and the assigned external users (was two).
    const ids = [...new Set([...slots, ...clients.map((c) => c.id)])];
    const more = ids.length
      ? await tx
          .select({ id: users.id, name: users.name, email: users.email, roleId: users.roleId, isExternal: users.isExternal, status: users.status })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const slotSet = new Set(slots);
    const external = more.filter((u) => slotSet.has(u.id) && u.isExternal === 1 && u.status === 'active').map(({ id, name, email }) => ({ id, name, email }));
    const roleOf = new Map(more.map((r) => [r.id, r.roleId]));
    for (const c of [...clients, ...external]) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ ...c, roleId: roleOf.get(c.id) ?? ROLE.PETITIONER, staff: false });
    }
  }
  return out;
}

/** Users among `ids` with a live session (signed in somewhere). */
export async function withLiveSession(tx: Db, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(and(inArray(sessions.userId, [...ids]), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((r) => r.userId));
}
