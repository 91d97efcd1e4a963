import { and, eq, notInArray } from 'drizzle-orm';
import { CLOSED_STATUS_IDS } from 'shared/domain';
import type {
  TListRfePetitionsResult,
  TRfeDetails,
  ZCreateRfePetitionPayload,
  ZDeleteRfePetitionPayload,
  ZListRfePetitionsPayload,
  ZManageRfeEditOptionPayload,
  ZRfeActivityListPayload,
  ZRfePetitionDetailsPayload,
  ZUpdateRfePetitionPayload,
} from 'shared/contract';
import { todayOf } from '../../platform/data';
import { conflict, forbidden, unprocessable, type CallContext, type Ctx } from '../../platform/http';
import {
  activityList,
  caseAccess,
  caseById,
  caseView,
  caseVisibility,
  createRfeCase,
  findVisibleCase,
  isStaff,
  listCases,
  logCase,
  petitions,
  searchSql,
  shownCaseNumber,
  toListItem,
  updateCase,
  type PetitionRow,
} from '../petitions';
import { RFE_KIND } from './rfe.kind';
import { plansKept } from '../../platform/db';

/*
 * /rfe-petition/*: RFE cases are cases of kind 'rfe' (type 8) with a parent, the first case kind
 * with a module of its own (issue 15.2, docs/case-kinds.md). Their deadline is the response due
 * date; their own statuses are the RFE ones (24, 32, 33, 25, 26). The RFE-specific fields
 * (noticeDate, editOption, noticeFileKey) stay in the case's `data` document for now: see
 * docs/case-kinds.md "RFE data".
 */

async function rfeView(ctx: CallContext<unknown>, row: PetitionRow): Promise<TRfeDetails> {
  const base = await caseView(ctx, row);
  const data = row.data ?? {};
  return {
    ...base,
    responseDueDate: row.deadlineDate,
    noticeDate: typeof data.noticeDate === 'string' ? data.noticeDate : null,
    editOption: data.editOption === true,
  };
}

export async function listRfePetitions(ctx: Ctx<typeof ZListRfePetitionsPayload>): Promise<TListRfePetitionsResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const rfeWhere = (form: 'page' | 'count') =>
    and(
      caseVisibility(a),
      eq(petitions.kind, RFE_KIND.kind),
      p.parentId ? eq(petitions.parentId, p.parentId) : undefined,
      p.includeClosed ? undefined : notInArray(petitions.statusId, [...CLOSED_STATUS_IDS, RFE_KIND.closeStatusId]),
      searchSql(p.search, form),
    );
  const res = await listCases(ctx.tx, { where: rfeWhere('page'), sort: p.sort, cursor: p.cursor, perpage: p.perpage, withCount: true, countWhere: p.search?.trim() ? rfeWhere('count') : undefined, pageFirst: plansKept(ctx.database) });
  const today = todayOf(p);
  return {
    data: res.rows.map((r) => toListItem(r, today)),
    count: res.count ?? 0,
    perpage: p.perpage,
    nextCursor: res.nextCursor,
  };
}

export async function rfePetitionDetails(ctx: Ctx<typeof ZRfePetitionDetailsPayload>): Promise<TRfeDetails> {
  const a = await caseAccess(ctx);
  return rfeView(ctx, await findVisibleCase(ctx.tx, a, ctx.payload.petitionId, { kind: RFE_KIND.kind }));
}

export async function createRfePetition(ctx: Ctx<typeof ZCreateRfePetitionPayload>): Promise<TRfeDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const parent = await findVisibleCase(ctx.tx, a, p.parentId, { lock: true });
  if (parent.kind === RFE_KIND.kind) throw conflict('An RFE case cannot have an RFE of its own; create it on the original case.');
  const noticeDate = p.noticeDate ?? todayOf(p);
  if (p.responseDueDate < noticeDate) throw unprocessable('responseDueDate', 'The response due date must not be before the notice date');
  const row = await createRfeCase(ctx, a, parent, { kind: 'rfe', noticeDate, responseDueDate: p.responseDueDate }, { title: p.title ?? null });
  return rfeView(ctx, row);
}

export async function updateRfePetition(ctx: Ctx<typeof ZUpdateRfePetitionPayload>): Promise<TRfeDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, p.petitionId, { kind: RFE_KIND.kind, lock: true });
  const data = { ...(row.data ?? {}) };
  const noticeDate = p.noticeDate !== undefined ? p.noticeDate : ((data.noticeDate as string | null | undefined) ?? null);
  const due = p.responseDueDate ?? row.deadlineDate;
  if (noticeDate && due && due < noticeDate) throw unprocessable('responseDueDate', 'The response due date must not be before the notice date');
  if (p.noticeDate !== undefined) data.noticeDate = p.noticeDate;
  if (p.responseDueDate) data.responseDueDate = p.responseDueDate;
  const after = await updateCase(ctx.tx, row.id, {
    ...(p.responseDueDate ? { deadlineDate: p.responseDueDate } : {}),
    ...(p.title !== undefined ? { title: p.title } : {}),
    ...(p.statusId ? { statusId: p.statusId, closedAt: p.statusId === RFE_KIND.closeStatusId ? new Date() : null } : {}),
    data,
    updatedBy: a.userId,
  });
  await logCase(ctx.tx, a, 'update', row, after);
  return rfeView(ctx, after);
}

export async function deleteRfePetition(ctx: Ctx<typeof ZDeleteRfePetitionPayload>) {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId, { kind: RFE_KIND.kind, lock: true });
  const after = await updateCase(ctx.tx, row.id, { deletedAt: new Date(), updatedBy: a.userId });
  await logCase(ctx.tx, a, 'delete', row, after);
  if (row.parentId) {
    const parent = await caseById(ctx.tx, row.parentId);
    if (parent) await logCase(ctx.tx, a, 'rfe-deleted', parent, parent, { note: `RFE case ${shownCaseNumber(row)} removed` });
  }
  return { id: row.id, deleted: true as const };
}

export async function manageRfeEditOption(ctx: Ctx<typeof ZManageRfeEditOptionPayload>): Promise<TRfeDetails> {
  const a = await caseAccess(ctx);
  if (!isStaff(a)) throw forbidden();
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId, { kind: RFE_KIND.kind, lock: true });
  const after = await updateCase(ctx.tx, row.id, { data: { ...(row.data ?? {}), editOption: ctx.payload.editOption }, updatedBy: a.userId });
  await logCase(ctx.tx, a, 'edit-option', row, after, { note: ctx.payload.editOption ? 'Petitioner editing allowed' : 'Petitioner editing stopped' });
  return rfeView(ctx, after);
}

export const rfeActivityList = (ctx: Ctx<typeof ZRfeActivityListPayload>) => activityList(ctx, { kind: 'rfe' });
