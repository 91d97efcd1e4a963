import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  annualFromHourly,
  CASE_TYPE,
  checkPwdValidity,
  PWD_CASE_STATUS,
  PWD_MESSAGES,
  PWD_STATUS,
  PWD_STATUS_TRANSITIONS,
  pwdDaysLeft,
  pwdPositionState,
  pwdStatusName,
  pwdWorkflow,
  PWD_RULES,
  wageLevelWorksheet,
  type PwdIssue,
  type PwdStatusId,
} from 'shared/domain';
import type {
  TListPwdResult,
  TPwdDetails,
  TWageLookupResult,
  ZListPwdPayload,
  ZPwdActivityListPayload,
  ZPwdDetailsPayload,
  ZRequestPwdPayload,
  ZUpdatePwdPayload,
  ZUpdatePwdStatusPayload,
  ZWageAreasPayload,
  ZWageLookupPayload,
} from 'shared/contract';
import { addDaysIso, todayOf } from '../../platform/data';
import { conflict, notFound, unprocessableAll, type CallContext, type Ctx } from '../../platform/http';
import { findVisibleCompany } from '../companies';
import { masterdata } from '../masterdata';
import { peopleAccess } from '../people';
import {
  caseAccess,
  caseActivityPage,
  caseById,
  caseNames,
  completeAndNotify,
  createKindCase,
  findVisibleCase,
  kindCaseFromParent,
  kindCaseHead,
  kindStatusLog,
  kindUpdatedAt,
  logCase,
  shownCaseNumber,
  updateCase,
  workflowOf,
  type CaseAccess,
  type PetitionRow,
} from '../petitions';
import * as repo from './pwd.repository';
import { pwdDetails, pwdWageAreas, pwdWageImports, pwdWageRows, type PwdDetailsRow } from './pwd.table';

/*
 * /pwd/*: the PWD case kind (issue 19 point 6; docs/pwd.md). A PWD is a case of kind 'pwd'
 * (type 12) opened through the kernel (createKindCase); its ETA-9141 data is the pwd_details side
 * table. Every refusal is thrown before the first write or rolls the transaction back.
 */

const refuse = (issues: PwdIssue[]) => {
  if (issues.length) throw unprocessableAll(issues);
};
const CLOSED: readonly number[] = [PWD_STATUS.EXPIRED, PWD_STATUS.WITHDRAWN];

export async function pwdView(ctx: CallContext<unknown>, row: PetitionRow, d: PwdDetailsRow): Promise<TPwdDetails> {
  const today = todayOf((ctx.payload ?? {}) as { today?: string });
  const [names, parent, areaName] = await Promise.all([
    caseNames(ctx.tx, row),
    row.parentId ? caseById(ctx.tx, row.parentId) : Promise.resolve(undefined),
    repo.areaName(ctx.tx, d.areaCode),
  ]);
  return {
    ...kindCaseHead(row, d, pwdStatusName, names, parent),
    nextStatusIds: [...(PWD_STATUS_TRANSITIONS[d.statusId as PwdStatusId] ?? [])],
    jobTitle: d.jobTitle,
    duties: d.duties,
    socCode: d.socCode,
    socTitle: d.socTitle,
    areaCode: d.areaCode,
    areaName,
    worksiteCity: d.worksiteCity,
    worksiteState: d.worksiteState,
    worksiteZip: d.worksiteZip,
    education: d.education as TPwdDetails['education'],
    educationField: d.educationField,
    experienceMonths: d.experienceMonths,
    specialRequirements: d.specialRequirements,
    supervises: d.supervises,
    filedDate: d.filedDate,
    etaCaseNumber: d.etaCaseNumber,
    determinationDate: d.determinationDate,
    wage: d.wage,
    wageUnit: d.wageUnit as TPwdDetails['wageUnit'],
    wageLevel: d.wageLevel as TPwdDetails['wageLevel'],
    wageSource: d.wageSource as TPwdDetails['wageSource'],
    validFrom: d.validFrom,
    validTo: d.validTo,
    daysLeft: d.validTo ? pwdDaysLeft(d.validTo, today) : null,
    positionState: pwdPositionState(d.validTo, today),
    reminderOn: d.validTo ? addDaysIso(d.validTo, -PWD_RULES.reminderDaysBefore) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: kindUpdatedAt(row, d),
  };
}

async function loadPwd(ctx: CallContext<unknown>, a: CaseAccess, id: string, lock = false) {
  const hit = await repo.findPwd(ctx.tx, a, id, lock);
  if (!hit) throw notFound('PWD not found');
  return hit;
}

async function socTitleOf(ctx: CallContext<unknown>, code: string): Promise<string | null> {
  const [s] = await ctx.tx
    .select({ title: masterdata.designation })
    .from(masterdata)
    .where(and(eq(masterdata.category, 'soc_codes'), eq(masterdata.code, code)))
    .limit(1);
  return s ? (s.title ?? code) : null;
}

// ─────────────────────────── request, list, details ───────────────────────────

export async function requestPwd(ctx: Ctx<typeof ZRequestPwdPayload>): Promise<TPwdDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  let parent: PetitionRow | undefined;
  let petitionerId: string | null;
  if (p.petitionId) {
    parent = await findVisibleCase(tx, a, p.petitionId);
    if (parent.typeId !== CASE_TYPE.H1B && parent.typeId !== CASE_TYPE.PERM)
      throw unprocessableAll([{ path: 'petitionId', message: 'A PWD is requested from an H-1B or a PERM case.' }]);
    petitionerId = parent.petitionerId;
  } else petitionerId = p.petitionerId!;
  const company = petitionerId ? await findVisibleCompany(tx, await peopleAccess(ctx), petitionerId) : null;
  const socTitle = p.socCode ? await socTitleOf(ctx, p.socCode) : null;
  if (p.socCode && !socTitle) refuse([{ path: 'socCode', message: PWD_MESSAGES.socUnknown }]);
  const row = await createKindCase(ctx, a, {
    kind: 'pwd',
    typeId: CASE_TYPE.PWD,
    subTypeId: 30,
    workflow: pwdWorkflow(1, CASE_TYPE.PWD),
    statusId: PWD_CASE_STATUS[PWD_STATUS.DRAFT],
    title: p.jobTitle ?? parent?.title ?? null,
    petitionerId,
    ...kindCaseFromParent(parent, { relation: 'pwd', label: 'PWD', branchId: company?.branchId ?? null }),
  });
  const [d] = await tx
    .insert(pwdDetails)
    .values({
      petitionId: row.id,
      statusId: PWD_STATUS.DRAFT,
      statusLogs: [kindStatusLog(a, PWD_STATUS.DRAFT, p.note ?? null)],
      jobTitle: p.jobTitle ?? parent?.title ?? null,
      socCode: p.socCode ?? null,
      socTitle,
      createdBy: a.userId,
    })
    .returning();
  if (parent) await logCase(tx, a, 'pwd-requested', parent, parent, { note: `PWD ${shownCaseNumber(row)} requested` });
  return pwdView(ctx, row, d!);
}

export async function listPwd(ctx: Ctx<typeof ZListPwdPayload>): Promise<TListPwdResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const today = todayOf(p);
  const res = await repo.listPwds(ctx.tx, a, p, today);
  return {
    data: res.rows.map((r) => ({
      ...r,
      statusName: pwdStatusName(r.statusId),
      wageLevel: r.wageLevel as TPwdDetails['wageLevel'],
      wageUnit: r.wageUnit as TPwdDetails['wageUnit'],
      daysLeft: r.validTo ? pwdDaysLeft(r.validTo, today) : null,
      updatedAt: new Date(r.updatedAt).toISOString(),
    })),
    count: res.count,
    page: p.page,
    perpage: p.perpage,
  };
}

export async function pwdDetailsOf(ctx: Ctx<typeof ZPwdDetailsPayload>): Promise<TPwdDetails> {
  const a = await caseAccess(ctx);
  const { row, d } = await loadPwd(ctx, a, ctx.payload.pwdId);
  return pwdView(ctx, row, d);
}

// ─────────────────────────── update ───────────────────────────

const DATA_FIELDS = [
  'jobTitle',
  'duties',
  'areaCode',
  'worksiteCity',
  'worksiteState',
  'worksiteZip',
  'education',
  'educationField',
  'experienceMonths',
  'specialRequirements',
  'supervises',
  'filedDate',
  'etaCaseNumber',
  'determinationDate',
  'wage',
  'wageUnit',
  'wageLevel',
  'wageSource',
  'validFrom',
  'validTo',
] as const;

/** The rules over what the PWD will hold after the change. */
function checkMerged(m: PwdDetailsRow): PwdIssue[] {
  if (m.validFrom && m.validTo) return checkPwdValidity({ validFrom: m.validFrom, validTo: m.validTo, determinationDate: m.determinationDate, filedDate: m.filedDate });
  if (m.filedDate && m.determinationDate && m.determinationDate < m.filedDate) return [{ path: 'determinationDate', message: PWD_MESSAGES.determinationBeforeFiling }];
  return [];
}

export async function updatePwd(ctx: Ctx<typeof ZUpdatePwdPayload>): Promise<TPwdDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const { row, d } = await loadPwd(ctx, a, p.pwdId, true);
  if (CLOSED.includes(d.statusId)) throw conflict(`This PWD is ${pwdStatusName(d.statusId).toLowerCase()}; it can no longer be changed.`);
  const set: Partial<PwdDetailsRow> = {};
  for (const k of DATA_FIELDS) if (p[k] !== undefined) (set as Record<string, unknown>)[k] = p[k];
  if (p.socCode !== undefined) {
    set.socCode = p.socCode;
    set.socTitle = p.socCode ? await socTitleOf(ctx, p.socCode) : null;
    if (p.socCode && !set.socTitle) refuse([{ path: 'socCode', message: PWD_MESSAGES.socUnknown }]);
  }
  const merged = { ...d, ...set };
  refuse(checkMerged(merged));
  if (set.validTo !== undefined && set.validTo !== d.validTo) set.remindedAt = null;
  const [after] = await ctx.tx.update(pwdDetails).set({ ...set, updatedAt: new Date() }).where(eq(pwdDetails.petitionId, row.id)).returning();
  const changed = Object.keys(set).filter((k) => k !== 'remindedAt' && k !== 'socTitle');
  const shown = (v: unknown) => (v == null || v === '' ? '—' : String(v).slice(0, 60));
  const lines = changed.map((k) => `${k}: ${shown((d as Record<string, unknown>)[k])} → ${shown((after as Record<string, unknown>)[k])}`);
  const rowAfter = await updateCase(ctx.tx, row.id, { ...(set.jobTitle !== undefined ? { title: set.jobTitle } : {}), updatedBy: a.userId });
  await logCase(ctx.tx, a, 'pwd-update', row, rowAfter, { note: `PWD changed: ${lines.join('; ').slice(0, 2000)}` });
  return pwdView(ctx, rowAfter, after!);
}

const missingForFiling = (d: PwdDetailsRow) => !d.jobTitle || !d.duties || !d.socCode || !d.areaCode || !d.education || d.experienceMonths == null;

export async function updatePwdStatus(ctx: Ctx<typeof ZUpdatePwdStatusPayload>): Promise<TPwdDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const { row, d } = await loadPwd(ctx, a, p.pwdId, true);
  const to = p.statusId;
  if (!(PWD_STATUS_TRANSITIONS[d.statusId as PwdStatusId] ?? []).includes(to)) refuse([{ path: 'statusId', message: PWD_MESSAGES.transition }]);
  const set: Partial<PwdDetailsRow> = { statusId: to };
  const today = todayOf(p);
  if (to === PWD_STATUS.FILED) {
    if (missingForFiling(d)) refuse([{ path: 'statusId', message: 'Fill in the job title, duties, SOC code, area, education and experience before filing.' }]);
    set.filedDate = d.filedDate ?? today;
  }
  if (to === PWD_STATUS.DETERMINED) {
    if (d.wage == null || !d.validFrom || !d.validTo || !d.determinationDate || (!d.wageLevel && !d.wageSource)) refuse([{ path: 'statusId', message: PWD_MESSAGES.determinationIncomplete }]);
    refuse(checkPwdValidity({ validFrom: d.validFrom!, validTo: d.validTo!, determinationDate: d.determinationDate, filedDate: d.filedDate }));
  }
  set.statusLogs = [...d.statusLogs, kindStatusLog(a, to, p.note ?? null)];
  const [after] = await tx.update(pwdDetails).set({ ...set, updatedAt: new Date() }).where(eq(pwdDetails.petitionId, row.id)).returning();
  const note = `PWD ${pwdStatusName(d.statusId)} → ${pwdStatusName(to)}${p.note ? `: ${p.note}` : ''}`;
  const caseSet = { statusId: PWD_CASE_STATUS[to as PwdStatusId], closedAt: CLOSED.includes(to) ? new Date() : null };
  const hasStep = workflowOf(row).activities.some((x) => x.code === 'UPDATE_DOL_RESPONSE');
  const rowAfter =
    to === PWD_STATUS.DETERMINED && hasStep && !row.completedActivities.includes('UPDATE_DOL_RESPONSE')
      ? await completeAndNotify(ctx, a, row, 'UPDATE_DOL_RESPONSE', { set: caseSet, note })
      : await updateCase(tx, row.id, { ...caseSet, updatedBy: a.userId });
  await logCase(tx, a, 'pwd-status', row, rowAfter, { note });
  return pwdView(ctx, rowAfter, after!);
}

export async function pwdActivityList(ctx: Ctx<typeof ZPwdActivityListPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const { row } = await loadPwd(ctx, a, p.pwdId);
  return caseActivityPage(ctx.tx, a, row.id, p.page, p.perpage);
}

// ─────────────────────────── wage lookup ───────────────────────────

export async function wageLookup(ctx: Ctx<typeof ZWageLookupPayload>): Promise<TWageLookupResult> {
  const p = ctx.payload;
  const soc = p.socCode.slice(0, 7);
  const [hit] = await ctx.tx
    .select({ w: pwdWageRows, imp: pwdWageImports })
    .from(pwdWageRows)
    .innerJoin(pwdWageImports, and(eq(pwdWageImports.id, pwdWageRows.importId), eq(pwdWageImports.state, 'active')))
    .where(and(eq(pwdWageRows.socCode, soc), eq(pwdWageRows.areaCode, p.areaCode)))
    .orderBy(desc(pwdWageImports.year))
    .limit(1);
  const levels = (['I', 'II', 'III', 'IV'] as const).map((level, i) => {
    const hourly = hit ? [hit.w.level1, hit.w.level2, hit.w.level3, hit.w.level4][i]! : null;
    return { level, hourly, annual: hourly == null ? null : annualFromHourly(hourly) };
  });
  return {
    socCode: p.socCode,
    socTitle: await socTitleOf(ctx, p.socCode),
    areaCode: p.areaCode,
    areaName: await repo.areaName(ctx.tx, p.areaCode),
    table: hit ? { importId: hit.imp.id, year: hit.imp.year, label: hit.imp.label, sample: hit.imp.sample } : null,
    levels,
    average: hit?.w.average ?? null,
    worksheet: p.worksheet ? wageLevelWorksheet(p.worksheet) : null,
  };
}

export async function wageAreas(ctx: Ctx<typeof ZWageAreasPayload>) {
  const p = ctx.payload;
  const like = p.search ? `%${p.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const rows = await ctx.tx
    .selectDistinctOn([pwdWageAreas.areaCode], { areaCode: pwdWageAreas.areaCode, areaName: pwdWageAreas.areaName, stateAb: pwdWageAreas.stateAb })
    .from(pwdWageAreas)
    .innerJoin(pwdWageImports, and(eq(pwdWageImports.id, pwdWageAreas.importId), eq(pwdWageImports.state, 'active')))
    .where(like ? or(ilike(pwdWageAreas.areaName, like), ilike(pwdWageAreas.areaCode, like)) : sql`true`)
    .orderBy(pwdWageAreas.areaCode, desc(pwdWageImports.year))
    .limit(p.limit);
  return { data: rows };
}
