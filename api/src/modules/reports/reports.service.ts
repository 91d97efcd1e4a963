import { and, asc, count, eq, gte, ilike, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import { CLOSED_STATUS_IDS, isManagerRole, PENDING_WITH_LCA_STATUS_ID, PENDING_WITH_LCA_STATUS_NAME, ROLE_NAMES, type RoleId } from 'shared/domain';
import type {
  TDeadlineListResult,
  TGetStatsByUserResult,
  ZDeadlineListPayload,
  ZGetPreparerListPayload,
  ZGetStatsByUserPayload,
} from 'shared/contract';
import { addDaysIso, likePattern, todayOf } from '../../platform/data';
import { forbidden, notFound, type Ctx } from '../../platform/http';
import { users } from '../users';
import {
  assignedTo,
  caseAccess,
  caseVisibility,
  filterSql,
  listCases,
  petitions,
  statusName,
  toListItem,
  usersByIds,
} from '../petitions';
import { caseTypeNamerOf } from '../case-config';
import { plansKept } from '../../platform/db';

/*
 * Reports over cases (issue 15.3): the preparer list, statistics by user and the deadline list,
 * out of modules/petitions. They read cases through the kernel's visibility.
 */

// ─────────────────────────── preparers ───────────────────────────

const PREPARER_ROLES = [3, 4, 5, 6, 7, 8, 9, 10];

export async function preparerList(ctx: Ctx<typeof ZGetPreparerListPayload>) {
  const p = ctx.payload;
  const roles = (p.roleIds?.length ? p.roleIds : PREPARER_ROLES).filter((r) => PREPARER_ROLES.includes(r));
  if (!roles.length) return { data: [] };
  const rows = await ctx.tx
    .select({ id: users.id, name: users.name, email: users.email, roleId: users.roleId })
    .from(users)
    .where(
      and(
        inArray(users.roleId, roles),
        eq(users.status, 'active'),
        eq(users.isExternal, 0),
        p.search ? or(ilike(users.name, likePattern(p.search)), ilike(users.email, likePattern(p.search))) : undefined,
      ),
    )
    .orderBy(asc(users.roleId), asc(sql`lower(${users.name})`))
    .limit(500);
  return { data: rows.map((r) => ({ ...r, roleName: ROLE_NAMES[r.roleId as RoleId] ?? `Role ${r.roleId}` })) };
}

// ─────────────────────────── statistics ───────────────────────────

export async function statsByUser(ctx: Ctx<typeof ZGetStatsByUserPayload>): Promise<TGetStatsByUserResult> {
  const a = await caseAccess(ctx);
  const userId = ctx.payload.userId ?? a.userId;
  if (userId !== a.userId && !isManagerRole(a.roleId)) throw forbidden('Only an Admin or Branch Manager can see another user’s statistics.');
  const [target] = await usersByIds(ctx.tx, [userId]);
  if (!target) throw notFound('User not found');
  const where = and(caseVisibility(a), assignedTo(userId), eq(petitions.isOld, false));
  const today = todayOf(ctx.payload);
  const closed = [...CLOSED_STATUS_IDS];
  const [tot] = await ctx.tx
    .select({
      total: count(),
      closed: sql<number>`count(*) filter (where ${inArray(petitions.statusId, closed)})`,
      overdue: sql<number>`count(*) filter (where ${notInArray(petitions.statusId, closed)} and ${petitions.deadlineDate} < ${today})`,
      week: sql<number>`count(*) filter (where ${notInArray(petitions.statusId, closed)} and ${petitions.deadlineDate} between ${today} and ${addDaysIso(today, 7)})`,
    })
    .from(petitions)
    .where(where);
  const byStatus = await ctx.tx.select({ id: petitions.statusId, n: count() }).from(petitions).where(where).groupBy(petitions.statusId).orderBy(petitions.statusId);
  const byType = await ctx.tx.select({ id: petitions.typeId, n: count() }).from(petitions).where(where).groupBy(petitions.typeId).orderBy(petitions.typeId);
  // SPEC §4: status 99 of the statistics is "pending with LCA" (the case list's getPendingWithLCA, answered by the lca module's hook).
  const [lcaPending] = await ctx.tx.select({ n: count() }).from(petitions).where(and(where, filterSql({ getPendingWithLCA: true })));
  // Awaiting the user: open cases whose next activity lists his role as editor.
  const open = await ctx.tx
    .select({ workflow: petitions.workflow, next: petitions.nextActivity })
    .from(petitions)
    .where(and(where, notInArray(petitions.statusId, closed)))
    .limit(5000);
  const awaitingMe = open.filter((r) => {
    const act = (r.workflow as { activities?: { code: string; editors: { roleId: number }[] }[] }).activities?.find((x) => x.code === r.next);
    return !!act && act.editors.some((e) => e.roleId === target.roleId);
  }).length;
  const names = await caseTypeNamerOf(ctx.tx);
  const total = Number(tot?.total ?? 0);
  const closedN = Number(tot?.closed ?? 0);
  return {
    userId,
    total,
    open: total - closedN,
    closed: closedN,
    overdue: Number(tot?.overdue ?? 0),
    dueThisWeek: Number(tot?.week ?? 0),
    awaitingMe,
    byStatus: [
      ...byStatus.map((s) => ({ statusId: s.id, statusName: statusName(s.id), count: Number(s.n) })),
      ...(Number(lcaPending?.n ?? 0) > 0 ? [{ statusId: PENDING_WITH_LCA_STATUS_ID, statusName: PENDING_WITH_LCA_STATUS_NAME, count: Number(lcaPending!.n) }] : []),
    ],
    byType: byType.map((t) => ({ typeId: t.id, typeName: names.typeName(t.id), count: Number(t.n) })),
  };
}

// ─────────────────────────── deadlines ───────────────────────────

export async function deadlineList(ctx: Ctx<typeof ZDeadlineListPayload>): Promise<TDeadlineListResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const today = todayOf(p);
  const to = p.to ?? addDaysIso(today, 90);
  const closed = [...CLOSED_STATUS_IDS];
  const where = and(
    caseVisibility(a),
    eq(petitions.isOld, false),
    sql`${petitions.deadlineDate} is not null`,
    p.from ? gte(petitions.deadlineDate, p.from) : undefined,
    lte(petitions.deadlineDate, to),
    p.includeClosed ? undefined : notInArray(petitions.statusId, closed),
    p.typeIds?.length ? inArray(petitions.typeId, p.typeIds) : undefined,
    p.assigneeId ? assignedTo(p.assigneeId) : undefined,
  );
  const res = await listCases(ctx.tx, { where, sort: { field: 'deadlineDate', order: 1 }, cursor: p.cursor, perpage: p.perpage, withCount: true, pageFirst: plansKept(ctx.database) });
  const [o] = await ctx.tx
    .select({ n: count() })
    .from(petitions)
    .where(and(where, sql`${petitions.deadlineDate} < ${today}`, notInArray(petitions.statusId, closed)));
  return { data: res.rows.map((r) => toListItem(r, today)), count: res.count ?? 0, overdue: Number(o?.n ?? 0), nextCursor: res.nextCursor };
}
