import { and, asc, count, desc, eq, gte, ilike, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import {
  CASE_SUB_TYPE_BY_ID,
  CASE_TYPES,
  CLOSED_STATUS_IDS,
  defaultWorkflow,
  isManagerRole,
  ROLE_NAMES,
  type RoleId,
} from 'shared/domain';
import type {
  TCaseView,
  TDeadlineListResult,
  TGetStatsByUserResult,
  TWorkflowConfigDetailsResult,
  TWorkflowConfigSummary,
  ZDeadlineListPayload,
  ZDeletePetitionViewPayload,
  ZDeleteScannedCopyPayload,
  ZGetPreparerListPayload,
  ZGetStatsByUserPayload,
  ZListPetitionViewsPayload,
  ZPetitionNoteAddPayload,
  ZPetitionNoteListPayload,
  ZSavePetitionViewPayload,
  ZUploadScannedCopyPayload,
  ZWorkflowConfigDetailsPayload,
  ZWorkflowConfigListPayload,
  ZWorkflowConfigResetPayload,
  ZWorkflowConfigSavePayload,
} from 'shared/contract';
import { conflict, forbidden, notFound, type CallContext } from '../../platform/http';
import { assertAttachableKeys, releaseFiles } from '../../platform/storage';
import { tenantInfo } from '../people/access';
import { addDaysIso, assertFileKeys, todayOf } from '../people/people-util';
import { likePattern } from '../people/paging';
import { users } from '../users/users.table';
import { assignedTo, caseAccess, caseVisibility, isStaff } from './petitions.access';
import { shownCaseNumber, statusName, toListItem, typeName } from './petitions.mapper';
import { notifyCaseUsers, usersForRoles } from './petitions.notify';
import * as repo from './petitions.repository';
import { caseView, logCase, unprocessable, workflowFor, type Ctx } from './petitions.service';
import { petitionNotes, petitions, petitionViews, workflowConfigs } from './petitions.table';

// ─────────────────────────── notes ───────────────────────────

const toNote = (n: typeof petitionNotes.$inferSelect) => ({
  id: n.id,
  petitionId: n.petitionId,
  text: n.text,
  internal: n.internal,
  createdBy: n.createdBy,
  createdByName: n.createdByName,
  createdAt: n.createdAt.toISOString(),
});

export async function noteList(ctx: Ctx<typeof ZPetitionNoteListPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await repo.findVisibleCase(ctx.tx, a, p.petitionId);
  const where = and(eq(petitionNotes.petitionId, row.id), isStaff(a) ? undefined : eq(petitionNotes.internal, false));
  const rows = await ctx.tx
    .select()
    .from(petitionNotes)
    .where(where)
    .orderBy(desc(petitionNotes.createdAt), desc(petitionNotes.id))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  const [n] = await ctx.tx.select({ n: count() }).from(petitionNotes).where(where);
  return { data: rows.map(toNote), count: Number(n?.n ?? 0) };
}

export async function noteAdd(ctx: Ctx<typeof ZPetitionNoteAddPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await repo.findVisibleCase(ctx.tx, a, p.petitionId);
  const internal = isStaff(a) ? (p.internal ?? true) : false;
  const [note] = await ctx.tx
    .insert(petitionNotes)
    .values({ petitionId: row.id, text: p.text, internal, createdBy: a.userId, createdByName: a.userName })
    .returning();
  const roles = internal ? [5, 6, 7, 8, 9, 10] : [5, 6, 7, 8, 9, 10, 50, 51];
  const recipients = await usersForRoles(ctx.tx, row, roles);
  await notifyCaseUsers(ctx, row, recipients, { headline: 'New note', text: `${a.userName} on ${shownCaseNumber(row)}: ${p.text.slice(0, 200)}` });
  return toNote(note!);
}

// ─────────────────────────── saved views ───────────────────────────

const toView = (v: typeof petitionViews.$inferSelect): TCaseView => ({
  id: v.id,
  name: v.name,
  list: v.list as TCaseView['list'],
  filter: v.filter,
  search: v.search,
  sort: v.sort ?? null,
  columns: v.columns as TCaseView['columns'],
  updatedAt: v.updatedAt.toISOString(),
});

function requireUser(ctx: CallContext<unknown>): string {
  if (!ctx.session) throw forbidden();
  return ctx.session.userId;
}

export async function listViews(ctx: Ctx<typeof ZListPetitionViewsPayload>) {
  const userId = requireUser(ctx);
  const rows = await ctx.tx
    .select()
    .from(petitionViews)
    .where(and(eq(petitionViews.userId, userId), ctx.payload.list ? eq(petitionViews.list, ctx.payload.list) : undefined))
    .orderBy(asc(sql`lower(${petitionViews.name})`));
  return { data: rows.map(toView) };
}

export async function saveView(ctx: Ctx<typeof ZSavePetitionViewPayload>) {
  const p = ctx.payload;
  const userId = requireUser(ctx);
  const [dup] = await ctx.tx
    .select({ id: petitionViews.id })
    .from(petitionViews)
    .where(and(eq(petitionViews.userId, userId), eq(petitionViews.list, p.list), sql`lower(${petitionViews.name}) = ${p.name.toLowerCase()}`))
    .limit(1);
  if (dup && dup.id !== p.id) throw conflict(`A view named "${p.name}" already exists.`);
  const values = { name: p.name, list: p.list, filter: p.filter, search: p.search ?? null, sort: p.sort ?? null, columns: p.columns, updatedAt: new Date() };
  if (p.id) {
    const [row] = await ctx.tx
      .update(petitionViews)
      .set(values)
      .where(and(eq(petitionViews.id, p.id), eq(petitionViews.userId, userId)))
      .returning();
    if (!row) throw notFound('View not found');
    return toView(row);
  }
  const [row] = await ctx.tx.insert(petitionViews).values({ ...values, userId }).returning();
  return toView(row!);
}

export async function deleteView(ctx: Ctx<typeof ZDeletePetitionViewPayload>) {
  const userId = requireUser(ctx);
  const rows = await ctx.tx
    .delete(petitionViews)
    .where(and(eq(petitionViews.id, ctx.payload.id), eq(petitionViews.userId, userId)))
    .returning({ id: petitionViews.id });
  if (!rows.length) throw notFound('View not found');
  return { id: ctx.payload.id, deleted: true as const };
}

// ─────────────────────────── workflow configuration ───────────────────────────

/** Types whose cases run a workflow here (LCA, PWD, CAP and I-9 have their own screens). */
const CONFIGURABLE_TYPES = CASE_TYPES.filter((t) => ['petition', 'perm', 'gc', 'rfe'].includes(t.kind));

function assertConfigKey(typeId: number, subTypeId: number | null | undefined): void {
  if (!CONFIGURABLE_TYPES.some((t) => t.id === typeId)) throw unprocessable('typeId', 'This case type has no configurable workflow.');
  if (subTypeId && CASE_SUB_TYPE_BY_ID.get(subTypeId)?.typeId !== typeId) throw unprocessable('subTypeId', 'The sub type does not belong to the case type.');
}

export async function configList(ctx: Ctx<typeof ZWorkflowConfigListPayload>): Promise<{ data: TWorkflowConfigSummary[] }> {
  const t = await tenantInfo(ctx);
  const rows = await ctx.tx.select().from(workflowConfigs);
  const out: TWorkflowConfigSummary[] = [];
  for (const type of CONFIGURABLE_TYPES) {
    if (ctx.payload.typeId && type.id !== ctx.payload.typeId) continue;
    const own = rows.find((r) => r.typeId === type.id && r.subTypeId === 0);
    const activities = own ? ((own.workflow as { activities?: unknown[] }).activities?.length ?? 0) : defaultWorkflow(t.typeId, type.id).activities.length;
    out.push({ typeId: type.id, typeName: type.name, subTypeId: null, subTypeName: null, source: own ? 'tenant' : 'default', activityCount: activities, updatedAt: own?.updatedAt.toISOString() ?? null });
    for (const r of rows.filter((x) => x.typeId === type.id && x.subTypeId !== 0)) {
      out.push({
        typeId: type.id,
        typeName: type.name,
        subTypeId: r.subTypeId,
        subTypeName: CASE_SUB_TYPE_BY_ID.get(r.subTypeId)?.name ?? null,
        source: 'tenant',
        activityCount: (r.workflow as { activities?: unknown[] }).activities?.length ?? 0,
        updatedAt: r.updatedAt.toISOString(),
      });
    }
  }
  return { data: out };
}

async function configDetails(ctx: CallContext<unknown>, typeId: number, subTypeId: number | null): Promise<TWorkflowConfigDetailsResult> {
  const w = await workflowFor(ctx, typeId, subTypeId);
  return {
    typeId,
    typeName: typeName(typeId),
    subTypeId: w.subTypeId,
    subTypeName: w.subTypeId ? (CASE_SUB_TYPE_BY_ID.get(w.subTypeId)?.name ?? null) : null,
    source: w.source,
    activityCount: w.workflow.activities.length,
    updatedAt: w.updatedAt?.toISOString() ?? null,
    workflow: w.workflow,
  };
}

export async function configGet(ctx: Ctx<typeof ZWorkflowConfigDetailsPayload>) {
  assertConfigKey(ctx.payload.typeId, ctx.payload.subTypeId);
  return configDetails(ctx, ctx.payload.typeId, ctx.payload.subTypeId ?? null);
}

export async function configSave(ctx: Ctx<typeof ZWorkflowConfigSavePayload>) {
  const p = ctx.payload;
  assertConfigKey(p.typeId, p.subTypeId);
  if (p.workflow.typeId !== p.typeId) throw unprocessable('workflow.typeId', 'The workflow is for another case type.');
  const sub = p.subTypeId ?? 0;
  const workflow = { ...p.workflow, subTypeId: p.subTypeId ?? undefined };
  await ctx.tx
    .insert(workflowConfigs)
    .values({ typeId: p.typeId, subTypeId: sub, workflow, updatedBy: ctx.session!.userId })
    .onConflictDoUpdate({
      target: [workflowConfigs.tenantId, workflowConfigs.typeId, workflowConfigs.subTypeId],
      set: { workflow, updatedBy: ctx.session!.userId, updatedAt: new Date() },
    });
  return configDetails(ctx, p.typeId, p.subTypeId ?? null);
}

export async function configReset(ctx: Ctx<typeof ZWorkflowConfigResetPayload>) {
  const p = ctx.payload;
  assertConfigKey(p.typeId, p.subTypeId);
  await ctx.tx.delete(workflowConfigs).where(and(eq(workflowConfigs.typeId, p.typeId), eq(workflowConfigs.subTypeId, p.subTypeId ?? 0)));
  return configDetails(ctx, p.typeId, p.subTypeId ?? null);
}

// ─────────────────────────── preparers, stats ───────────────────────────

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

export async function statsByUser(ctx: Ctx<typeof ZGetStatsByUserPayload>): Promise<TGetStatsByUserResult> {
  const a = await caseAccess(ctx);
  const userId = ctx.payload.userId ?? a.userId;
  if (userId !== a.userId && !isManagerRole(a.roleId)) throw forbidden('Only an Admin or Branch Manager can see another user’s statistics.');
  const [target] = await repo.usersByIds(ctx.tx, [userId]);
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
    byStatus: byStatus.map((s) => ({ statusId: s.id, statusName: statusName(s.id), count: Number(s.n) })),
    byType: byType.map((t) => ({ typeId: t.id, typeName: typeName(t.id), count: Number(t.n) })),
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
  const res = await repo.listCases(ctx.tx, { where, sort: { field: 'deadlineDate', order: 1 }, cursor: p.cursor, perpage: p.perpage, withCount: true });
  const [o] = await ctx.tx
    .select({ n: count() })
    .from(petitions)
    .where(and(where, sql`${petitions.deadlineDate} < ${today}`, notInArray(petitions.statusId, closed)));
  return { data: res.rows.map((r) => toListItem(r, today)), count: res.count ?? 0, overdue: Number(o?.n ?? 0), nextCursor: res.nextCursor };
}

// ─────────────────────────── scanned copies ───────────────────────────

interface ScannedCopy {
  key: string;
  name: string;
  at: string;
  by: string;
}

export async function uploadScannedCopy(ctx: Ctx<typeof ZUploadScannedCopyPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await repo.findVisibleCase(ctx.tx, a, p.petitionId, { lock: true });
  await assertFileKeys(ctx.tx, [p.key], 'key');
  await assertAttachableKeys(ctx, [p.key]);
  const copies = ((row.data?.scannedCopies as ScannedCopy[] | undefined) ?? []).filter((c) => c.key !== p.key);
  copies.push({ key: p.key, name: p.name, at: new Date().toISOString(), by: a.userId });
  const after = await repo.updateCase(ctx.tx, row.id, { data: { ...(row.data ?? {}), scannedCopies: copies }, scannedCopyCount: copies.length, updatedBy: a.userId });
  await logCase(ctx.tx, a, 'scanned-copy', row, after, { note: `Scanned copy added: ${p.name}` });
  return caseView(ctx, after);
}

export async function deleteScannedCopy(ctx: Ctx<typeof ZDeleteScannedCopyPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await repo.findVisibleCase(ctx.tx, a, p.petitionId, { lock: true });
  const copies = (row.data?.scannedCopies as ScannedCopy[] | undefined) ?? [];
  const left = copies.filter((c) => c.key !== p.key);
  if (left.length === copies.length) throw notFound('Scanned copy not found');
  const after = await repo.updateCase(ctx.tx, row.id, { data: { ...(row.data ?? {}), scannedCopies: left }, scannedCopyCount: left.length, updatedBy: a.userId });
  await logCase(ctx.tx, a, 'scanned-copy', row, after, { note: 'Scanned copy removed' });
  // SPEC §7: the stored file of a removed upload is deleted too, in this transaction (bytes after
  // commit), unless another record still holds it (unknown keys are ignored).
  await releaseFiles(ctx, [p.key]);
  return caseView(ctx, after);
}

