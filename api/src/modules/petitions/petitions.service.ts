import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_LABELS,
  canActOnFilingFee,
  canAssignCaseRole,
  CASE_ROLE_SLOTS,
  canAdminApprove,
  canCompleteActivity,
  canEditPetition,
  canUpdateCourierTracking,
  canUpdateTracking,
  CASE_CONFIG_DATA_KEY,
  CASE_TYPE_BY_ID,
  CLOSED_STATUS_IDS,
  OWN_LIST_CASE_KINDS,
  caseNumberPrefix,
  completeActivity,
  decodeCaseFilter,
  encodeCaseFilter,
  formatCaseNumber,
  hasTenantPermission,
  initialWorkflowState,
  isCaseClosed,
  isManagerRole,
  isPetitionEditBlocked,
  USCIS_OUTCOME_CODES,
  validateCustomCaseNumber,
  type ActivityCode,
  type CaseRoleSlot,
  type CaseWorkflowState,
  type TCaseFilter,
} from 'shared/domain';
import { CASE_CONFIG_MESSAGES, matchesCaseNoPattern } from 'shared/contract';
import type {
  TCaseDetails,
  TListPetitionsResult,
  ZAssignARolePayload,
  ZCompleteActivityPayload,
  ZCreatePetitionPayload,
  ZListPetitionsPayload,
  ZManageApprovalProcessPayload,
  ZManageTrackingDetailsPayload,
  ZPetitionActivityListPayload,
  ZPetitionDetailsPayload,
  ZUpdatePetitionPayload,
} from 'shared/contract';
import { plansKept, type Db } from '../../platform/db';
import { AppError, conflict, forbidden, notFound, unprocessable, type CallContext, type Ctx } from '../../platform/http';
import { changedOnly, todayOf } from '../../platform/data';
import { beneficiaries, beneficiaryVisibility } from '../beneficiaries';
import { companies, companyVisibility } from '../companies';
import { masterdata } from '../masterdata';
import { assertBranch, peopleAccess, tenantInfo, type PeopleAccess } from '../people';
import { caseAccess, caseVisibility, isStaff, type CaseAccess } from './petitions.access';
import {
  caseSnapshot,
  shownCaseNumber,
  slotRolesOf,
  SLOT_ROLE,
  toActivity,
  toDetails,
  toListItem,
  workflowOf,
  workflowStateOf,
  type SlotColumn,
} from './petitions.mapper';
import { notifyCaseUsers, usersForRoles } from './petitions.notify';
import * as repo from './petitions.repository';
import type { NewPetitionRow, PetitionRow } from './petitions.table';
import { workflowFor } from '../workflow-config';
import { caseConfigFor, subtypeExists } from '../case-config';

/** The handler context and the one-field 422 are the platform's (issue 15.4); re-exported for this module's files. */
export type { Ctx } from '../../platform/http';
export { unprocessable } from '../../platform/http';

// ─────────────────────────── helpers ───────────────────────────

const nowIso = () => new Date().toISOString();

/**
 * The case as the details page shows it. `read` is what findVisibleCaseWithNames already read with the case (the
 * details call); without it (after a change) the names, parent, children and people are read here.
 */
export async function caseView(ctx: CallContext<unknown>, row: PetitionRow, read?: Omit<repo.CaseDetailsRead, 'row'>): Promise<TCaseDetails> {
  const tx = ctx.tx;
  const list = read?.list ?? (await repo.caseListRow(tx, row.id));
  const parent = read ? read.parent : await repo.caseById(tx, row.parentId);
  const children = read?.children ?? (await repo.childCases(tx, row.id));
  let names = read?.names;
  if (!names) {
    const ids = [
      ...(Object.keys(SLOT_ROLE) as SlotColumn[]).map((k) => row[k]),
      row.createdBy,
      row.updatedBy,
      ...row.completionLog.map((c) => c.by),
    ];
    const people = await repo.usersByIds(tx, ids);
    names = new Map(people.map((p) => [p.id, p.name]));
  }
  let carrier: { name: string; trackingUrl: string | null } | null = null;
  if (row.courierCarrierId) {
    const [c] = await tx
      .select({ name: masterdata.name, extra: masterdata.extra })
      .from(masterdata)
      .where(and(eq(masterdata.category, 'carriers'), eq(masterdata.id, row.courierCarrierId)))
      .limit(1);
    if (c) carrier = { name: c.name, trackingUrl: typeof c.extra?.trackingUrl === 'string' ? c.extra.trackingUrl : null };
  }
  return toDetails(row, { names, carrier, parent, children, list }, todayOf((ctx.payload ?? {}) as { today?: string }));
}

/** Records an activity-log entry with the changed fields before and after. */
export async function logCase(
  tx: Db,
  a: Pick<CaseAccess, 'userId' | 'userName'>,
  action: string,
  before: PetitionRow | null,
  after: PetitionRow | null,
  extra: { activityCode?: string | null; note?: string | null } = {},
): Promise<void> {
  const b = before ? caseSnapshot(before) : null;
  const aft = after ? caseSnapshot(after) : null;
  // Only the fields that changed (the platform's audit diff).
  const { before: bOut, after: aOut } = changedOnly(b, aft);
  await repo.insertActivity(tx, {
    petitionId: (after ?? before)!.id,
    action,
    activityCode: extra.activityCode ?? null,
    userId: a.userId,
    userName: a.userName,
    before: bOut,
    after: aOut,
    note: extra.note ?? null,
  });
}

/** The workflow user for the rules: role plus the roles the user holds on this case. */
const workflowUser = (a: CaseAccess, row: PetitionRow) => ({ roleId: a.roleId, userId: a.userId, assignments: slotRolesOf(row, a.userId) });

/**
 * May the caller complete `code` now? A refusal because of the case's state (not due, already
 * done) is 409; because of who is asking, 403. Both carry the rule's human reason.
 */
export function assertCanComplete(a: CaseAccess, row: PetitionRow, code: ActivityCode): void {
  const workflow = workflowOf(row);
  const state = workflowStateOf(row);
  const result = canCompleteActivity(workflow, state, code, workflowUser(a, row));
  if (result.ok) return;
  const asManager = canCompleteActivity(workflow, state, code, { roleId: 3, userId: a.userId });
  throw new AppError(asManager.ok ? 'FORBIDDEN' : 'CONFLICT', result.reason);
}

/** Applies the completion of `code` to the row's workflow columns (pure; caller saves). */
export function completionSet(row: PetitionRow, code: ActivityCode, by: string, at = nowIso()): Partial<NewPetitionRow> {
  const next: CaseWorkflowState = completeActivity(workflowOf(row), workflowStateOf(row), code, by, at);
  const closed = isCaseClosed(next.statusId);
  return {
    completedActivities: [...next.completedActivities],
    completionLog: [...next.completionLog],
    nextActivity: next.nextWorkflowActivity,
    statusId: next.statusId,
    petitionerSignRequested: next.petitionerSignRequested,
    closedAt: closed ? (row.closedAt ?? new Date(at)) : null,
    ...(code === 'SUBMIT_TO_USCIS' && !row.courierTrackingCategory ? { courierTrackingCategory: 'UPDATE_TRACKING_NUMBER' } : {}),
  };
}

/** Watchers of an activity of the case's workflow. */
export async function notifyWatchers(ctx: CallContext<unknown>, row: PetitionRow, code: ActivityCode, text: string): Promise<void> {
  const activity = workflowOf(row).activities.find((x) => x.code === code);
  const roles = activity?.watchers.map((w) => w.roleId) ?? [];
  const recipients = await usersForRoles(ctx.tx, row, roles);
  await notifyCaseUsers(ctx, row, recipients, { headline: ACTIVITY_LABELS[code] ?? code, text });
}

/** Completes `code` (rules checked by the caller), logs it and notifies its watchers. */
export async function completeAndNotify(
  ctx: CallContext<unknown>,
  a: CaseAccess,
  row: PetitionRow,
  code: ActivityCode,
  extra: { set?: Partial<NewPetitionRow>; note?: string | null } = {},
): Promise<PetitionRow> {
  const set = { ...(extra.set ?? {}), ...completionSet({ ...row, ...(extra.set ?? {}) } as PetitionRow, code, a.userId), updatedBy: a.userId };
  const after = await repo.updateCase(ctx.tx, row.id, set);
  await logCase(ctx.tx, a, 'complete-activity', row, after, { activityCode: code, note: extra.note });
  const label = ACTIVITY_LABELS[code] ?? code;
  await notifyWatchers(ctx, after, code, `${a.userName} completed "${label}" on case ${shownCaseNumber(after)}.`);
  return after;
}

/**
 * Who the caller is on the people pages, whose lists the new-case dialog picks the petitioner and
 * beneficiary from; null for an external user, who sees no petitioner or beneficiary there.
 */
async function peopleViewOf(ctx: CallContext<unknown>, a: CaseAccess): Promise<PeopleAccess | null> {
  return a.isExternal ? null : peopleAccess(ctx);
}

/** A petitioner the caller may see (as the lists show it), else 404 naming nothing (issue 14.6). */
async function assertCompany(tx: Db, people: PeopleAccess | null, id: string): Promise<{ id: string; branchId: string | null; employeesCount: number | null }> {
  const [c] = people
    ? await tx
        .select({ id: companies.id, branchId: companies.branchId, employeesCount: companies.employeesCount })
        .from(companies)
        .where(and(eq(companies.id, id), companyVisibility(people)))
        .limit(1)
    : [];
  if (!c) throw notFound('Petitioner not found');
  return c;
}

/** A beneficiary the caller may see (as the lists show it), else 404 naming nothing (issue 14.6). */
async function assertVisibleBeneficiary(tx: Db, people: PeopleAccess | null, id: string) {
  const [seen] = people
    ? await tx.select({ id: beneficiaries.id }).from(beneficiaries).where(and(eq(beneficiaries.id, id), beneficiaryVisibility(people))).limit(1)
    : [];
  if (!seen) throw notFound('Beneficiary not found');
  return assertBeneficiary(tx, id);
}

export async function assertBeneficiary(tx: Db, id: string) {
  const [b] = await tx
    .select({ id: beneficiaries.id, companyId: beneficiaries.companyId, deletedAt: beneficiaries.deletedAt, principalId: beneficiaries.principalId, relation: beneficiaries.relation })
    .from(beneficiaries)
    .where(eq(beneficiaries.id, id))
    .limit(1);
  if (!b || b.deletedAt) throw notFound('Beneficiary not found');
  return b;
}

/** A user of this tenant holding one of `roles` (404 when unknown; 422 when of another role). */
export async function assertStaff(tx: Db, userId: string, roles: readonly number[], field: string): Promise<{ id: string; name: string; email: string }> {
  const [u] = await repo.usersByIds(tx, [userId]);
  if (!u) throw notFound('User not found');
  if (!roles.includes(u.roleId)) throw unprocessable(field, `The selected user is not a ${field === 'attorneyId' || field === 'attorney' ? 'Attorney' : 'user of the required role'}.`);
  if (u.status !== 'active') throw unprocessable(field, 'The selected user is not active.');
  return u;
}

/** Checks a custom case number (SPEC §5 confirmation) and that no other case uses it. */
async function checkCustomNumber(tx: Db, value: string, confirm: string | undefined, exceptId?: string): Promise<string> {
  const check = validateCustomCaseNumber(value, confirm ?? value);
  if (!check.ok) throw unprocessable(check.field === 'caseNumber' ? 'customCaseNumber' : 'confirmCustomCaseNumber', check.message);
  if (await repo.caseNumberTaken(tx, check.value, exceptId)) throw conflict(`Case number ${check.value} is already used by another case.`);
  return check.value;
}

/** Generates the next case number of the tenant for a type: `H1B-2026-00042`. */
export async function nextCaseNumber(tx: Db, typeId: number, today: string): Promise<string> {
  const year = Number(today.slice(0, 4));
  const seq = await repo.nextCaseSequence(tx, `${caseNumberPrefix(typeId)}-${year}`);
  return formatCaseNumber(typeId, year, seq);
}

// ─────────────────────────── list ───────────────────────────

/** The effective matcher: the base64 filter, then the object matcher field by field. */
export function effectiveFilter(p: { filter?: string | undefined; matcher?: TCaseFilter | undefined }): TCaseFilter {
  const decoded = decodeCaseFilter(p.filter);
  if (decoded.error) throw unprocessable('filter', decoded.error);
  const out: Record<string, unknown> = { ...decoded.filter };
  for (const [k, v] of Object.entries(p.matcher ?? {})) if (v !== undefined) out[k] = v;
  return out as TCaseFilter;
}

export function listWhere(a: CaseAccess, p: { list: 'cases' | 'rfe' | 'old' | 'external'; search?: string | undefined }, filter: TCaseFilter, form: 'page' | 'count' = 'page') {
  return and(caseVisibility(a), repo.listKindSql(p.list), repo.filterSql(filter), repo.searchSql(p.search, form));
}

/** The tallies' `listed` (migration 0029) is the /cases list kind: RFE, LCA and PWD cases left out. */
const TALLIES_MATCH_LIST = ['rfe', ...OWN_LIST_CASE_KINDS].sort().join() === ['lca', 'pwd', 'rfe'].join();
const TALLY_FIELDS = new Set<string>(['statusIds', 'branchIds', 'getActiveCases', 'getClosedCases']);
const unset = (v: unknown) => v === undefined || v === false || (Array.isArray(v) && v.length === 0);

/**
 * The count of the list from the case tallies when they answer it exactly: a caller who sees every
 * case, the /cases list, no search, and a matcher of statuses, branches and the active/closed flags
 * only (every other field, including a case-kind module's hooked fields, counts the cases).
 */
export function listTally(a: CaseAccess, p: { list: string; search?: string | undefined }, filter: TCaseFilter): repo.TallyCount | undefined {
  if (!TALLIES_MATCH_LIST || a.kind !== 'all' || p.list !== 'cases' || p.search?.trim()) return undefined;
  for (const [k, v] of Object.entries(filter)) if (!TALLY_FIELDS.has(k) && !unset(v)) return undefined;
  const t: { statusIds?: number[]; notStatusIds?: number[]; branchIds?: string[] } = {};
  if (filter.statusIds?.length) t.statusIds = [...filter.statusIds];
  if (filter.branchIds?.length) t.branchIds = [...filter.branchIds];
  if (filter.getActiveCases && !filter.getClosedCases) t.notStatusIds = [...CLOSED_STATUS_IDS];
  if (filter.getClosedCases && !filter.getActiveCases) t.statusIds = (t.statusIds ?? [...CLOSED_STATUS_IDS]).filter((s) => (CLOSED_STATUS_IDS as readonly number[]).includes(s));
  return t;
}

export async function listPetitions(ctx: Ctx<typeof ZListPetitionsPayload>): Promise<TListPetitionsResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const filter = effectiveFilter(p);
  const res = await repo.listCases(ctx.tx, { where: listWhere(a, p, filter), tally: listTally(a, p, filter), sort: p.sort, cursor: p.cursor, perpage: p.perpage, withCount: p.withCount, countWhere: p.search?.trim() ? listWhere(a, p, filter, 'count') : undefined, pageFirst: plansKept(ctx.database) });
  const today = todayOf(p);
  return { data: res.rows.map((r) => toListItem(r, today)), count: res.count, perpage: p.perpage, nextCursor: res.nextCursor, filter: encodeCaseFilter(filter) };
}

// ─────────────────────────── details, activity ───────────────────────────

export async function petitionDetails(ctx: Ctx<typeof ZPetitionDetailsPayload>): Promise<TCaseDetails> {
  const a = await caseAccess(ctx);
  const { row, ...read } = await repo.findVisibleCaseWithNames(ctx.tx, a, ctx.payload.petitionId);
  return caseView(ctx, row, read);
}

export async function activityList(ctx: Ctx<typeof ZPetitionActivityListPayload>, opts: { kind?: 'rfe' } = {}) {
  const a = await caseAccess(ctx);
  const row = await repo.findVisibleCase(ctx.tx, a, ctx.payload.petitionId, opts);
  return caseActivityPage(ctx.tx, a, row.id, ctx.payload.page, ctx.payload.perpage);
}

/**
 * One page of a case's activity log, newest first, for a caller the kind's module has already
 * let see the case (LCA, PWD: their own visibility). Petitioners and beneficiaries see what
 * happened, not internal notes of staff.
 */
export async function caseActivityPage(tx: Db, a: CaseAccess, petitionId: string, page: number, perpage: number) {
  const res = await repo.listActivity(tx, petitionId, page, perpage);
  const data = res.rows.map(toActivity).map((x) => (isStaff(a) ? x : { ...x, note: null }));
  return { data, count: res.count };
}

// ─────────────────────────── create ───────────────────────────

const CREATABLE_KINDS = ['petition', 'perm', 'gc'];

/** A caller's `data` never sets the configuration snapshot the case was created with. */
function withoutCaseConfig(data: Record<string, unknown> | undefined): Record<string, unknown> {
  const { [CASE_CONFIG_DATA_KEY]: _snapshot, ...rest } = data ?? {};
  return rest;
}

export async function createPetition(ctx: Ctx<typeof ZCreatePetitionPayload>): Promise<TCaseDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tenant = await tenantInfo(ctx);
  if (!hasTenantPermission({ permissions: tenant.permissions as never }, 'CASE_CREATE', a.roleId)) {
    throw forbidden('Your role may not create cases in this account.');
  }
  const type = CASE_TYPE_BY_ID.get(p.typeId);
  if (!type || !CREATABLE_KINDS.includes(type.kind)) throw unprocessable('typeId', 'Choose a case type that can be created here.');
  if (p.subTypeId && !(await subtypeExists(ctx, p.typeId, p.subTypeId))) throw unprocessable('subTypeId', 'The sub type does not belong to the case type.');
  // The firm's configuration of the type and subtype (issue 16.2): active, checklist, numbering…
  const config = await caseConfigFor(ctx, p.typeId, p.subTypeId ?? null);
  if (!config.active) {
    const typeOff = !(await caseConfigFor(ctx, p.typeId, null)).active;
    throw unprocessable(typeOff ? 'typeId' : 'subTypeId', typeOff ? CASE_CONFIG_MESSAGES.typeInactive : CASE_CONFIG_MESSAGES.subtypeInactive);
  }
  if (p.validityFrom && p.validityTo && p.validityTo < p.validityFrom) throw unprocessable('validityTo', 'Valid To must be on or after Valid From');
  const tx = ctx.tx;
  const people = await peopleViewOf(ctx, a);
  const company = await assertCompany(tx, people, p.petitionerId);
  const ben = await assertVisibleBeneficiary(tx, people, p.beneficiaryId);
  if (ben.companyId && ben.companyId !== company.id) throw unprocessable('beneficiaryId', 'The beneficiary belongs to another petitioner.');
  let branchId = p.branchId ?? company.branchId ?? null;
  if (a.kind === 'petitioner') branchId = company.branchId ?? null;
  await assertBranch(tx, branchId);
  if (a.kind === 'branch' && branchId && !a.branchIds.includes(branchId)) throw forbidden('You can only create cases in your branches.');
  if (p.attorneyId) await assertStaff(tx, p.attorneyId, [6], 'attorneyId');
  if (p.paralegalId) await assertStaff(tx, p.paralegalId, [8], 'paralegalId');
  const staffSetsFlags = a.kind !== 'petitioner';
  const allowCustomCaseNo = staffSetsFlags ? (p.allowCustomCaseNo ?? config.allowCustomCaseNo) : false;
  let customCaseNumber: string | null = null;
  if (p.customCaseNumber) {
    if (!allowCustomCaseNo) throw unprocessable('customCaseNumber', 'Custom case numbers are not allowed for this case.');
    if (config.caseNoPattern && !matchesCaseNoPattern(p.customCaseNumber, config.caseNoPattern)) {
      throw unprocessable('customCaseNumber', CASE_CONFIG_MESSAGES.patternMismatch(config.caseNoPattern));
    }
    customCaseNumber = await checkCustomNumber(tx, p.customCaseNumber, p.confirmCustomCaseNumber);
  }
  const today = todayOf(p);
  const { workflow } = await workflowFor(ctx, p.typeId, p.subTypeId ?? null);
  const fee = workflow.activities.find((x) => x.code === 'FILING_FEE');
  const state0 = initialWorkflowState(workflow, { allowCustomCaseNo });
  // Creating the case is its first activity, done by the creator.
  const hasCreate = workflow.activities.some((x) => x.code === 'CREATE_CASE');
  const state = hasCreate ? completeActivity(workflow, state0, 'CREATE_CASE', a.userId, nowIso()) : state0;
  const caseNumber = await nextCaseNumber(tx, p.typeId, today);
  // A staff creator takes the empty slot of his role, so the case he created stays in his view.
  const own = (Object.keys(SLOT_ROLE) as SlotColumn[]).find((k) => SLOT_ROLE[k] === a.roleId && !a.isExternal);
  const slots: Partial<Record<SlotColumn, string | null>> = { attorneyId: p.attorneyId ?? null, paralegalId: p.paralegalId ?? null };
  if (own && !slots[own]) slots[own] = a.userId;
  const row = await repo.insertCase(tx, {
    caseNumber,
    customCaseNumber,
    kind: type.kind,
    typeId: p.typeId,
    subTypeId: p.subTypeId ?? null,
    statusId: state.statusId,
    title: p.title ?? null,
    petitionerId: company.id,
    beneficiaryId: ben.id,
    branchId,
    ...slots,
    deadlineDate: p.deadlineDate ?? null,
    premiumProcessing: p.premiumProcessing ?? false,
    validityFrom: p.validityFrom ?? null,
    validityTo: p.validityTo ?? null,
    workflow,
    completedActivities: [...state.completedActivities],
    completionLog: [...state.completionLog],
    nextActivity: state.nextWorkflowActivity,
    allowCustomCaseNo,
    fileOnlyAfterInvoice: staffSetsFlags ? (p.fileOnlyAfterInvoice ?? fee?.fileOnlyAfterInvoice ?? false) : (fee?.fileOnlyAfterInvoice ?? false),
    fileOnlyAfterPayment: staffSetsFlags ? (p.fileOnlyAfterPayment ?? fee?.fileOnlyAfterPayment ?? false) : (fee?.fileOnlyAfterPayment ?? false),
    pwdPositionTypeStatus: p.pwdPositionTypeStatus ?? null,
    data: {
      ...withoutCaseConfig(p.data),
      [CASE_CONFIG_DATA_KEY]: {
        source: config.source,
        checklist: config.checklist,
        questionnaireTemplateId: config.questionnaireTemplateId,
        formGroupId: config.formGroupId,
        fees: config.fees,
      },
    },
    createdBy: a.userId,
    updatedBy: a.userId,
  });
  await logCase(tx, a, 'create', null, row, { activityCode: hasCreate ? 'CREATE_CASE' : null });
  if (hasCreate) await notifyWatchers(ctx, row, 'CREATE_CASE', `${a.userName} created case ${shownCaseNumber(row)} (${type.name}).`);
  const assigned = await usersForRoles(tx, row, [6, 8].filter((r) => (r === 6 ? p.attorneyId : p.paralegalId)));
  await notifyCaseUsers(ctx, row, assigned, { headline: 'New case assigned', text: `You were assigned to case ${shownCaseNumber(row)}.` });
  return caseView(ctx, row);
}

// ─────────────────────────── update ───────────────────────────

export async function updatePetition(ctx: Ctx<typeof ZUpdatePetitionPayload>): Promise<TCaseDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const row = await repo.findVisibleCase(tx, a, p.petitionId, { lock: true });
  const state = workflowStateOf(row);
  const rule = canEditPetition(a.roleId, state);
  if (!rule.allowed) throw new AppError(isPetitionEditBlocked(a.roleId, state) ? 'CONFLICT' : 'FORBIDDEN', rule.reason);
  if (a.isExternal) throw forbidden('External users cannot edit cases.');
  const admin = isManagerRole(a.roleId);
  const set: Partial<NewPetitionRow> = {};
  if (a.kind === 'petitioner') {
    for (const k of ['branchId', 'allowCustomCaseNo', 'fileOnlyAfterInvoice', 'fileOnlyAfterPayment', 'petitionerId', 'beneficiaryId'] as const) {
      if (p[k] !== undefined) throw forbidden('Only the law firm can change this.');
    }
  }
  if ((p.petitionerId && p.petitionerId !== row.petitionerId) || (p.beneficiaryId && p.beneficiaryId !== row.beneficiaryId)) {
    if (!admin) throw forbidden('Only an Admin or Branch Manager can move a case to another petitioner or beneficiary.');
    const companyId = p.petitionerId ?? row.petitionerId;
    const people = await peopleViewOf(ctx, a);
    if (p.petitionerId) await assertCompany(tx, people, p.petitionerId);
    if (p.beneficiaryId) {
      const b = await assertVisibleBeneficiary(tx, people, p.beneficiaryId);
      if (b.companyId && companyId && b.companyId !== companyId) throw unprocessable('beneficiaryId', 'The beneficiary belongs to another petitioner.');
    }
    set.petitionerId = companyId;
    set.beneficiaryId = p.beneficiaryId ?? row.beneficiaryId;
  }
  if (p.subTypeId !== undefined) {
    if (p.subTypeId && !(await subtypeExists(ctx, row.typeId, p.subTypeId))) throw unprocessable('subTypeId', 'The sub type does not belong to the case type.');
    set.subTypeId = p.subTypeId;
  }
  if (p.branchId !== undefined) {
    await assertBranch(tx, p.branchId);
    if (a.kind === 'branch' && p.branchId && !a.branchIds.includes(p.branchId)) throw forbidden('You can only move cases to your branches.');
    set.branchId = p.branchId;
  }
  for (const k of ['title', 'deadlineDate', 'premiumProcessing', 'validityFrom', 'validityTo', 'fileOnlyAfterInvoice', 'fileOnlyAfterPayment', 'pwdPositionTypeStatus'] as const) {
    if (p[k] !== undefined) (set as Record<string, unknown>)[k] = p[k];
  }
  const vf = set.validityFrom !== undefined ? set.validityFrom : row.validityFrom;
  const vt = set.validityTo !== undefined ? set.validityTo : row.validityTo;
  if (vf && vt && vt < vf) throw unprocessable('validityTo', 'Valid To must be on or after Valid From');
  if (p.allowCustomCaseNo !== undefined) {
    if (!admin) throw forbidden('Only an Admin or Branch Manager can allow custom case numbers.');
    set.allowCustomCaseNo = p.allowCustomCaseNo;
  }
  if (p.customCaseNumber !== undefined) {
    const allowed = set.allowCustomCaseNo ?? row.allowCustomCaseNo;
    if (p.customCaseNumber !== null && !allowed) throw unprocessable('customCaseNumber', 'Custom case numbers are not allowed for this case.');
    set.customCaseNumber = p.customCaseNumber === null ? null : await checkCustomNumber(tx, p.customCaseNumber, p.confirmCustomCaseNumber, row.id);
  }
  if (p.data) set.data = { ...(row.data ?? {}), ...withoutCaseConfig(p.data) };
  const after = await repo.updateCase(tx, row.id, { ...set, updatedBy: a.userId });
  await logCase(tx, a, 'update', row, after);
  return caseView(ctx, after);
}

// ─────────────────────────── complete activity ───────────────────────────

/** What must be on the case before an activity can be marked done by hand. */
const PREREQUISITES: Partial<Record<ActivityCode, { check: (r: PetitionRow) => boolean; message: string }>> = {
  ASSIGN_ATTORNEY: { check: (r) => !!r.attorneyId, message: 'Assign an attorney first.' },
  ASSIGN_PARALEGAL: { check: (r) => !!r.paralegalId, message: 'Assign a paralegal first.' },
  ASSIGN_SUPERVISOR: { check: (r) => !!r.supervisorId, message: 'Assign a supervisor first.' },
  ASSIGN_DOCUMENTATION_MANAGER: { check: (r) => !!r.docManagerId, message: 'Assign a documentation manager first.' },
  ASSIGN_DOCUMENTATION_EXECUTIVE: { check: (r) => !!r.docExecutiveId, message: 'Assign a documentation executive first.' },
  ASSIGN_CUSTOM_CASE_NO: { check: (r) => !!r.customCaseNumber, message: 'Enter the custom case number first.' },
  COURIER_TRACKING: { check: (r) => !!r.courierTrackingNumber, message: 'Record the courier and tracking number first.' },
  UPDATE_USCIS_RECEIPT_NUMBER: { check: (r) => !!r.receiptNumber, message: 'Record the USCIS receipt number first.' },
  SUBMIT_TO_USCIS: { check: (r) => r.scannedCopyCount > 0, message: 'Upload at least one scanned copy first.' },
};

export async function completeActivityCall(ctx: Ctx<typeof ZCompleteActivityPayload>): Promise<TCaseDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await repo.findVisibleCase(ctx.tx, a, p.petitionId, { lock: true });
  const code = p.activityCode;
  if (USCIS_OUTCOME_CODES.includes(code)) {
    throw unprocessable('activityCode', 'Record the USCIS response with its details (approved, RFE, denied or withdrawn).');
  }
  assertCanComplete(a, row, code);
  if (code === 'FILING_FEE') {
    const fee = canActOnFilingFee(workflowOf(row), workflowStateOf(row), a.roleId);
    if (!fee.allowed) throw forbidden(fee.reason);
  }
  const pre = PREREQUISITES[code];
  if (pre && !pre.check(row)) throw unprocessable('activityCode', pre.message);
  const after = await completeAndNotify(ctx, a, row, code, { note: p.note ?? null });
  return caseView(ctx, after);
}

// ─────────────────────────── assignments ───────────────────────────

/** Slot → its column on the case; labels, roles and ASSIGN_* activities are the domain's CASE_ROLE_SLOTS. */
const SLOT_COLUMN = {
  attorney: 'attorneyId',
  paralegal: 'paralegalId',
  supervisor: 'supervisorId',
  docManager: 'docManagerId',
  docExecutive: 'docExecutiveId',
  frontOffice: 'frontOfficeId',
} as const satisfies Record<CaseRoleSlot, SlotColumn>;
export type AssignmentField = CaseRoleSlot;
export const SLOT_OF_FIELD: Record<CaseRoleSlot, { column: SlotColumn; activity: ActivityCode; label: string; roleId: number }> = Object.fromEntries(
  (Object.keys(SLOT_COLUMN) as CaseRoleSlot[]).map((k) => [k, { column: SLOT_COLUMN[k], activity: CASE_ROLE_SLOTS[k].activity as ActivityCode, label: CASE_ROLE_SLOTS[k].label, roleId: CASE_ROLE_SLOTS[k].roleId }]),
) as Record<CaseRoleSlot, { column: SlotColumn; activity: ActivityCode; label: string; roleId: number }>;

export async function assignARole(ctx: Ctx<typeof ZAssignARolePayload>): Promise<TCaseDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const slot = SLOT_OF_FIELD[p.field];
  const may = canAssignCaseRole(p.field, a.roleId);
  if (!may.allowed) throw forbidden(may.reason);
  const tx = ctx.tx;
  const row = await repo.findVisibleCase(tx, a, p.petitionId, { lock: true });
  const user = p.userId ? await assertStaff(tx, p.userId, [slot.roleId], p.field) : null;
  if ((row[slot.column] ?? null) === (p.userId ?? null)) return caseView(ctx, row);
  let after = await repo.updateCase(tx, row.id, { [slot.column]: p.userId, updatedBy: a.userId });
  await logCase(tx, a, 'assign', row, after, { note: user ? `${slot.label}: ${user.name}` : `${slot.label} cleared` });
  if (user) {
    await notifyCaseUsers(ctx, after, [user], { headline: 'Case assigned', text: `${a.userName} assigned you as ${slot.label} on case ${shownCaseNumber(after)}.` });
  }
  // Assigning is the slot's activity (ASSIGN_*, FIRST_RECEIVER) when it is due and the caller may complete it.
  if (user && workflowOf(after).activities.some((x) => x.code === slot.activity)) {
    const check = canCompleteActivity(workflowOf(after), workflowStateOf(after), slot.activity, workflowUser(a, after));
    if (check.ok) after = await completeAndNotify(ctx, a, after, slot.activity);
  }
  return caseView(ctx, after);
}

// ─────────────────────────── tracking, approval ───────────────────────────

export async function manageTrackingDetails(ctx: Ctx<typeof ZManageTrackingDetailsPayload>): Promise<TCaseDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  let row = await repo.findVisibleCase(tx, a, p.petitionId, { lock: true });
  const courier = p.carrierId !== undefined || p.trackingNumber !== undefined;
  if (!courier && !p.receiptNumber) throw unprocessable('receiptNumber', 'Enter the courier tracking details or the receipt number.');
  if (courier) {
    if (p.carrierId === undefined) throw unprocessable('carrierId', '*Carrier is required');
    if (!p.trackingNumber) throw unprocessable('trackingNumber', '*Tracking Number is required');
    const rule = canUpdateTracking(workflowOf(row), workflowStateOf(row), a.roleId);
    if (!rule.allowed) throw new AppError(isManagerRole(a.roleId) || workflowOf(row).activities.some((x) => x.code === row.nextActivity && x.editors.some((e) => e.roleId === a.roleId)) ? 'CONFLICT' : 'FORBIDDEN', rule.reason);
    const courierRule = canUpdateCourierTracking(workflowStateOf(row));
    if (!courierRule.allowed) throw conflict(courierRule.reason);
    const [carrier] = await tx
      .select({ id: masterdata.id })
      .from(masterdata)
      .where(and(eq(masterdata.category, 'carriers'), eq(masterdata.id, p.carrierId), eq(masterdata.active, true)))
      .limit(1);
    if (!carrier) throw unprocessable('carrierId', 'Choose a carrier from the list.');
    const set = { courierCarrierId: p.carrierId, courierTrackingNumber: p.trackingNumber };
    if (row.nextActivity === 'COURIER_TRACKING') {
      assertCanComplete(a, row, 'COURIER_TRACKING');
      row = await completeAndNotify(ctx, a, row, 'COURIER_TRACKING', { set });
    } else {
      const after = await repo.updateCase(tx, row.id, { ...set, updatedBy: a.userId });
      await logCase(tx, a, 'tracking', row, after);
      row = after;
    }
  }
  if (p.receiptNumber) {
    const rule = canUpdateTracking(workflowOf(row), workflowStateOf(row), a.roleId);
    if (!rule.allowed) throw new AppError(courier || isManagerRole(a.roleId) ? 'CONFLICT' : 'FORBIDDEN', rule.reason);
    const set = { receiptNumber: p.receiptNumber };
    if (row.nextActivity === 'UPDATE_USCIS_RECEIPT_NUMBER') {
      assertCanComplete(a, row, 'UPDATE_USCIS_RECEIPT_NUMBER');
      row = await completeAndNotify(ctx, a, row, 'UPDATE_USCIS_RECEIPT_NUMBER', { set });
    } else {
      const after = await repo.updateCase(tx, row.id, { ...set, updatedBy: a.userId });
      await logCase(tx, a, 'tracking', row, after);
      row = after;
    }
  }
  return caseView(ctx, row);
}

export async function manageApprovalProcess(ctx: Ctx<typeof ZManageApprovalProcessPayload>): Promise<TCaseDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const row = await repo.findVisibleCase(tx, a, p.petitionId, { lock: true });
  const rule = canAdminApprove(a.roleId, workflowStateOf(row));
  if (!rule.allowed) throw new AppError(isManagerRole(a.roleId) ? 'CONFLICT' : 'FORBIDDEN', rule.reason);
  const approvalStatus = p.decision === 'approve' ? 'approved' : 'rejected';
  const after = await repo.updateCase(tx, row.id, { approvalStatus, updatedBy: a.userId });
  await logCase(tx, a, 'approval', row, after, { note: p.note ?? null });
  const recipients = await usersForRoles(tx, after, [6, 8]);
  await notifyCaseUsers(ctx, after, recipients, {
    headline: approvalStatus === 'approved' ? 'Case approved by admin' : 'Case approval declined',
    text: `${a.userName} ${approvalStatus === 'approved' ? 'approved' : 'declined'} case ${shownCaseNumber(after)}${p.note ? `: ${p.note}` : '.'}`,
  });
  return caseView(ctx, after);
}

