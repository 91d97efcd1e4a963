import { and, eq, isNull } from 'drizzle-orm';
import {
  canUpdateLca,
  CASE_TYPE,
  checkLcaFiling,
  checkLcaInventory,
  checkLcaPeriod,
  checkLcaTransition,
  checkLcaWages,
  checkLcaWorkers,
  checkLcaWorksites,
  h1bDependency,
  isFullWorksiteAddress,
  LCA_CASE_STATUS,
  LCA_MESSAGES,
  LCA_STATUS,
  LCA_STATUS_TRANSITIONS,
  lcaServesNewCases,
  lcaStatusName,
  lcaWorkflow,
  ROLE,
  type ActivityCode,
  type LcaIssue,
  type LcaStatusId,
  type LcaWageUnit,
} from 'shared/domain';
import {
  LCA_FILL_LINK_PURPOSE,
  type TLcaDetails,
  type TLcaFillLinkState,
  type TLcaFillView,
  type TLcaInventoryDetails,
  type TListLcaResult,
  type ZAttachLcaCasePayload,
  type ZDetachLcaCasePayload,
  type ZLcaActivityListPayload,
  type ZLcaDetailsPayload,
  type ZLcaFillSavePayload,
  type ZListLcaPayload,
  type ZRequestLcaPayload,
  type ZSendLcaFillLinkPayload,
  type ZUpdateLcaPayload,
  type ZUpdateLcaStatusPayload,
  type TLcaWorksiteInput,
} from 'shared/contract';
import { hashToken, issueLinkToken, linkTokenById, linkTokens, linkTokenState, revokeLiveLinks } from '../../platform/auth';
import { todayOf } from '../../platform/data';
import { AppError, conflict, forbidden, notFound, unprocessableAll, type CallContext, type Ctx } from '../../platform/http';
import { publicOrigin } from '../auth';
import { caseTypeNamerOf } from '../case-config';
import { findVisibleCompany } from '../companies';
import { masterdata } from '../masterdata';
import { peopleAccess } from '../people';
import {
  beneficiaryNameOf,
  caseAccess,
  caseActivityPage,
  caseById,
  companyNameOf,
  completeAndNotify,
  createKindCase,
  findVisibleCase,
  kindCaseFromParent,
  kindCaseHead,
  kindStatusLog,
  kindUpdatedAt,
  logCase,
  notifyCaseUsers,
  petitions,
  shownCaseNumber,
  updateCase,
  usersForRoles,
  workflowOf,
  type CaseAccess,
  type PetitionRow,
} from '../petitions';
import { lcaStatusGuards } from './lca.hooks';
import * as repo from './lca.repository';
import { lcaDetails, lcaUsages, type LcaDetailsRow, type LcaWorksiteRow } from './lca.table';

/*
 * /lca/*: the LCA case kind (issue 19 points 1, 2, 5; docs/lca.md). An LCA is a case of kind
 * 'lca' (type 11) made through the kernel (createKindCase); its ETA-9035 data, worksites and the
 * cases using its positions are this module's side tables. Every refusal is thrown before the
 * first write or rolls the request's transaction back: nothing is stored.
 */

const DAY_MS = 86_400_000;
const refuse = (issues: LcaIssue[]) => {
  if (issues.length) throw unprocessableAll(issues);
};

// ─────────────────────────── views ───────────────────────────

const worksiteView = (w: LcaWorksiteRow) => ({
  id: w.id,
  name: w.name,
  line1: w.line1,
  line2: w.line2,
  city: w.city,
  county: w.county,
  state: w.state,
  zipCode: w.zipCode,
  workers: w.workers,
  thirdParty: w.thirdParty,
  complete: isFullWorksiteAddress(w),
});

const headcountsOf = (d: LcaDetailsRow) =>
  d.fteCount != null && d.h1bCount != null ? { fteCount: d.fteCount, h1bCount: d.h1bCount, exemptH1bCount: d.exemptH1bCount ?? 0 } : null;

/** SPEC §4 update rule, on the H-1B case the LCA serves (else on the LCA case itself). */
async function updateRule(ctx: CallContext<unknown>, a: CaseAccess, row: PetitionRow, d: LcaDetailsRow) {
  const parent = row.parentId ? await caseById(ctx.tx, row.parentId) : undefined;
  const own = d.statusLogs.map((l) => ({ statusId: l.statusId, createdBy: l.createdBy }));
  const subject = parent ?? row;
  const approved = subject.completedActivities.includes('CASE_APPROVED');
  const rule = canUpdateLca(
    workflowOf(subject),
    { completedActivities: subject.completedActivities as ActivityCode[], lcaStatusLogs: [...(parent?.lcaStatusLogs ?? []), ...own] },
    { roleId: a.roleId, userId: a.userId },
  );
  return { ...rule, approved };
}

/** SPEC §4 refusal: approved case → 409 (its state), anyone else → 403 (who asks). */
function assertMayUpdate(rule: { allowed: boolean; reason?: string | undefined; approved: boolean }): void {
  if (rule.allowed) return;
  throw rule.approved ? conflict(rule.reason ?? 'The case is approved.') : forbidden(rule.reason);
}

async function lcaView(ctx: CallContext<unknown>, a: CaseAccess, row: PetitionRow, d: LcaDetailsRow): Promise<TLcaDetails> {
  const tx = ctx.tx;
  const [sites, used, petitionerName, beneficiaryName, managerName, parent, rule, typeNames] = await Promise.all([
    repo.worksitesOf(tx, row.id),
    repo.usedPositions(tx, row.id),
    companyNameOf(tx, row.petitionerId),
    beneficiaryNameOf(tx, row.beneficiaryId),
    repo.userName(tx, d.lcaManagerId),
    row.parentId ? caseById(tx, row.parentId) : Promise.resolve(undefined),
    updateRule(ctx, a, row, d),
    caseTypeNamerOf(tx),
  ]);
  const names = new Map<string, string | null>();
  for (const l of d.statusLogs) names.set(l.createdBy, l.createdByName);
  const hc = headcountsOf(d);
  const dependency = hc ? h1bDependency(hc) : null;
  return {
    ...kindCaseHead(row, d, lcaStatusName, { petitionerName, beneficiaryName }, parent),
    subTypeId: row.subTypeId,
    // The firm's name of the subtype (a rename of 'LCA for H-1B' / 'LCA for CAP', or its own subtype).
    subTypeName: typeNames.subTypeName(row.subTypeId),
    lcaManager: d.lcaManagerId ? { id: d.lcaManagerId, name: managerName ?? '' } : null,
    employerName: d.employerName,
    fein: d.fein,
    jobTitle: d.jobTitle,
    socCode: d.socCode,
    socTitle: d.socTitle,
    wageLevel: d.wageLevel as TLcaDetails['wageLevel'],
    prevailingWage: d.prevailingWage,
    prevailingWageUnit: d.prevailingWageUnit as LcaWageUnit,
    pwSource: d.pwSource as TLcaDetails['pwSource'],
    pwSourceDetail: d.pwSourceDetail,
    wageFrom: d.wageFrom,
    wageTo: d.wageTo,
    wageUnit: d.wageUnit as LcaWageUnit,
    periodStart: d.periodStart,
    periodEnd: d.periodEnd,
    fullTime: d.fullTime,
    h1bDependent: d.h1bDependent,
    wilfulViolator: d.wilfulViolator,
    exemptOnly: d.exemptOnly,
    headcounts: hc,
    dependency,
    dependencyMismatch: !!dependency && d.h1bDependent != null && d.h1bDependent !== dependency.dependent,
    worksites: sites.map(worksiteView),
    etaCaseNumber: d.etaCaseNumber,
    filedOn: d.filedOn,
    certifiedOn: d.certifiedOn,
    positions: { workers: d.workers, used, free: Math.max(0, d.workers - used) },
    canUpdate: { allowed: rule.allowed, reason: rule.allowed ? null : (rule.reason ?? null) },
    nextStatusIds: [...(LCA_STATUS_TRANSITIONS[d.statusId as LcaStatusId] ?? [])],
    createdAt: row.createdAt.toISOString(),
    updatedAt: kindUpdatedAt(row, d),
    createdBy: d.createdBy,
  };
}

async function loadLca(ctx: CallContext<unknown>, a: CaseAccess, id: string, lock = false) {
  const hit = await repo.findLca(ctx.tx, a, id, lock);
  if (!hit) throw notFound('LCA not found');
  return hit;
}


/** Completes `code` on a case when its workflow has it and it is not done (and LCA_REQUEST first for LCA_SUBMIT). */
async function completeIfDue(ctx: CallContext<unknown>, a: CaseAccess, row: PetitionRow, code: ActivityCode, note: string, set: Partial<PetitionRow> = {}): Promise<PetitionRow> {
  const has = (c: ActivityCode) => workflowOf(row).activities.some((x) => x.code === c);
  let current = row;
  if (code === 'LCA_SUBMIT' && has('LCA_REQUEST') && !current.completedActivities.includes('LCA_REQUEST')) {
    current = await completeAndNotify(ctx, a, current, 'LCA_REQUEST', { note });
  }
  if (has(code) && !current.completedActivities.includes(code)) return completeAndNotify(ctx, a, current, code, { set, note });
  if (Object.keys(set).length) return updateCase(ctx.tx, current.id, { ...set, updatedBy: a.userId });
  return current;
}

async function tellLcaManagers(ctx: CallContext<unknown>, row: PetitionRow, headline: string, text: string) {
  const managers = await usersForRoles(ctx.tx, row, [ROLE.LCA_MANAGER]);
  await notifyCaseUsers(ctx, row, managers, { headline, text });
}

// ─────────────────────────── request, list, details ───────────────────────────

export async function requestLca(ctx: Ctx<typeof ZRequestLcaPayload>): Promise<TLcaDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  let h1b: PetitionRow | undefined;
  let petitionerId: string | null;
  if (p.petitionId) {
    h1b = await findVisibleCase(tx, a, p.petitionId, { lock: true });
    if (h1b.typeId !== CASE_TYPE.H1B) throw unprocessableAll([{ path: 'petitionId', message: 'An LCA is requested from an H-1B case.' }]);
    const existing = await repo.usagesOfCase(tx, h1b.id);
    if (existing.length) throw conflict('This case is already served by an LCA; detach it from that LCA first.');
    petitionerId = h1b.petitionerId;
    if (p.petitionerId && p.petitionerId !== petitionerId) throw unprocessableAll([{ path: 'petitionerId', message: 'The LCA’s employer is the case’s petitioner.' }]);
  } else {
    petitionerId = p.petitionerId!;
  }
  const company = petitionerId ? await findVisibleCompany(tx, await peopleAccess(ctx), petitionerId) : null;
  const row = await createKindCase(ctx, a, {
    kind: 'lca',
    typeId: CASE_TYPE.LCA,
    subTypeId: p.subTypeId,
    workflow: lcaWorkflow(1, CASE_TYPE.LCA),
    statusId: LCA_CASE_STATUS[LCA_STATUS.REQUESTED],
    title: p.jobTitle ?? h1b?.title ?? null,
    petitionerId,
    ...kindCaseFromParent(h1b, { relation: 'lca', label: 'LCA', branchId: company?.branchId ?? null }),
  });
  const [d] = await tx
    .insert(lcaDetails)
    .values({
      petitionId: row.id,
      statusId: LCA_STATUS.REQUESTED,
      statusLogs: [kindStatusLog(a, LCA_STATUS.REQUESTED, p.note ?? null)],
      employerName: company?.name ?? null,
      fein: company?.feiNumber ?? null,
      jobTitle: p.jobTitle ?? h1b?.title ?? null,
      workers: p.workers,
      lcaManagerId: a.roleId === ROLE.LCA_MANAGER ? a.userId : null,
      createdBy: a.userId,
    })
    .returning();
  if (h1b) {
    await tx.insert(lcaUsages).values({ lcaId: row.id, caseId: h1b.id, attachedBy: a.userId, attachedByName: a.userName });
    const note = `LCA ${shownCaseNumber(row)} requested`;
    const after = await completeIfDue(ctx, a, h1b, 'LCA_REQUEST', note);
    if (after === h1b) await logCase(tx, a, 'lca-requested', h1b, h1b, { note });
  }
  await tellLcaManagers(ctx, row, 'LCA requested', `${a.userName} requested LCA ${shownCaseNumber(row)}${h1b ? ` for case ${shownCaseNumber(h1b)}` : ''}${company ? ` (${company.name})` : ''}.`);
  return lcaView(ctx, a, row, d!);
}

export async function listLca(ctx: Ctx<typeof ZListLcaPayload>): Promise<TListLcaResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const res = await repo.listLcas(ctx.tx, a, p, todayOf(p));
  return {
    data: res.rows.map((r) => ({
      id: r.id,
      caseNumber: r.caseNumber,
      statusId: r.statusId,
      statusName: lcaStatusName(r.statusId),
      petitionerName: r.petitionerName,
      beneficiaryName: r.beneficiaryName,
      parentCaseNumber: r.parentCaseNumber,
      employerName: r.employerName,
      jobTitle: r.jobTitle,
      socCode: r.socCode,
      wageLevel: r.wageLevel as TLcaDetails['wageLevel'],
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      etaCaseNumber: r.etaCaseNumber,
      lcaManagerName: r.lcaManagerName,
      positions: { workers: r.workers, used: Number(r.used), free: Math.max(0, r.workers - Number(r.used)) },
      updatedAt: new Date(r.updatedAt).toISOString(),
    })),
    count: res.count,
    page: p.page,
    perpage: p.perpage,
  };
}

export async function lcaDetailsOf(ctx: Ctx<typeof ZLcaDetailsPayload>): Promise<TLcaDetails> {
  const a = await caseAccess(ctx);
  const { row, d } = await loadLca(ctx, a, ctx.payload.lcaId);
  return lcaView(ctx, a, row, d);
}

// ─────────────────────────── update ───────────────────────────

type SiteValues = { id?: string | undefined; name: string | null; line1: string | null; line2: string | null; city: string | null; county: string | null; state: string | null; zipCode: string | null; workers: number | null; thirdParty: boolean };
const siteValues = (w: TLcaWorksiteInput): SiteValues => ({
  id: w.id,
  name: w.name ?? null,
  line1: w.line1 ?? null,
  line2: w.line2 ?? null,
  city: w.city ?? null,
  county: w.county ?? null,
  state: w.state ?? null,
  zipCode: w.zipCode ?? null,
  workers: w.workers ?? null,
  thirdParty: w.thirdParty ?? false,
});

/** The rules over the merged data (what the LCA will hold after the change). */
function checkMerged(m: LcaDetailsRow, sites: readonly SiteValues[] | undefined, used: number): LcaIssue[] {
  const issues: LcaIssue[] = [];
  if (m.periodStart && m.periodEnd) issues.push(...checkLcaPeriod(m.periodStart, m.periodEnd));
  if (m.prevailingWage != null && m.wageFrom != null)
    issues.push(
      ...checkLcaWages({
        prevailingWage: m.prevailingWage,
        prevailingWageUnit: m.prevailingWageUnit as LcaWageUnit,
        wageFrom: m.wageFrom,
        wageTo: m.wageTo,
        wageUnit: m.wageUnit as LcaWageUnit,
      }),
    );
  else if (m.wageFrom != null && m.wageTo != null && m.wageTo < m.wageFrom) issues.push({ path: 'wageTo', message: LCA_MESSAGES.wageRangeOrder });
  if (sites) issues.push(...checkLcaWorksites(sites));
  if (m.filedOn && m.periodStart) issues.push(...checkLcaFiling(m.filedOn, m.periodStart));
  issues.push(...checkLcaWorkers(m.workers, used));
  return issues;
}

async function socTitleOf(ctx: CallContext<unknown>, code: string): Promise<string | null> {
  const [s] = await ctx.tx
    .select({ title: masterdata.designation })
    .from(masterdata)
    .where(and(eq(masterdata.category, 'soc_codes'), eq(masterdata.code, code)))
    .limit(1);
  return s ? (s.title ?? code) : null;
}

const DATA_FIELDS = [
  'employerName',
  'fein',
  'jobTitle',
  'wageLevel',
  'prevailingWage',
  'prevailingWageUnit',
  'pwSource',
  'pwSourceDetail',
  'wageFrom',
  'wageTo',
  'wageUnit',
  'periodStart',
  'periodEnd',
  'workers',
  'fullTime',
  'h1bDependent',
  'wilfulViolator',
  'exemptOnly',
  'etaCaseNumber',
  'filedOn',
  'certifiedOn',
  'lcaManagerId',
] as const;

export async function updateLca(ctx: Ctx<typeof ZUpdateLcaPayload>): Promise<TLcaDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const { row, d } = await loadLca(ctx, a, p.lcaId, true);
  const rule = await updateRule(ctx, a, row, d);
  assertMayUpdate(rule);
  const set: Partial<LcaDetailsRow> = {};
  const changed: string[] = [];
  for (const k of DATA_FIELDS) {
    const v = p[k];
    if (v !== undefined && v !== d[k]) {
      (set as Record<string, unknown>)[k] = v;
      changed.push(k);
    }
  }
  const issues: LcaIssue[] = [];
  if (p.socCode !== undefined && p.socCode !== d.socCode) {
    changed.push('socCode');
    set.socCode = p.socCode;
    set.socTitle = null;
    if (p.socCode) {
      const title = await socTitleOf(ctx, p.socCode);
      if (title == null) issues.push({ path: 'socCode', message: LCA_MESSAGES.socUnknown });
      set.socTitle = title;
    }
  }
  if (p.headcounts !== undefined) {
    set.fteCount = p.headcounts?.fteCount ?? null;
    set.h1bCount = p.headcounts?.h1bCount ?? null;
    set.exemptH1bCount = p.headcounts?.exemptH1bCount ?? null;
    changed.push('headcounts');
  }
  if (p.lcaManagerId) {
    const u = await repo.userRole(tx, p.lcaManagerId);
    if (!u || u.roleId !== ROLE.LCA_MANAGER || u.status !== 'active') issues.push({ path: 'lcaManagerId', message: 'Choose an active LCA manager.' });
  }
  const sites = p.worksites?.map(siteValues);
  if (sites) changed.push('worksites');
  const used = await repo.usedPositions(tx, row.id);
  issues.push(...checkMerged({ ...d, ...set }, sites, used));
  refuse(issues);
  if (!changed.length) return lcaView(ctx, a, row, d);
  const [after] = await tx.update(lcaDetails).set({ ...set, updatedAt: new Date() }).where(eq(lcaDetails.petitionId, row.id)).returning();
  if (sites) await repo.syncWorksites(tx, row.id, sites);
  const title = set.jobTitle !== undefined ? set.jobTitle : row.title;
  const rowAfter = await updateCase(tx, row.id, { title, updatedBy: a.userId });
  await logCase(tx, a, 'lca-update', row, rowAfter, { note: `LCA changed: ${changed.join(', ')}` });
  return lcaView(ctx, a, rowAfter, after!);
}

// ─────────────────────────── status ───────────────────────────

function missingForFiling(d: LcaDetailsRow, sites: number): boolean {
  return (
    !d.employerName ||
    !d.jobTitle ||
    !d.socCode ||
    !d.wageLevel ||
    d.prevailingWage == null ||
    !d.pwSource ||
    d.wageFrom == null ||
    !d.periodStart ||
    !d.periodEnd ||
    d.h1bDependent == null ||
    d.wilfulViolator == null ||
    sites === 0
  );
}

export async function updateLcaStatus(ctx: Ctx<typeof ZUpdateLcaStatusPayload>): Promise<TLcaDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const { row, d } = await loadLca(ctx, a, p.lcaId, true);
  const rule = await updateRule(ctx, a, row, d);
  assertMayUpdate(rule);
  const to = p.statusId;
  refuse(checkLcaTransition(d.statusId, to));
  const today = todayOf(p);
  const set: Partial<LcaDetailsRow> = { statusId: to };
  if (to === LCA_STATUS.FILED) {
    const sites = await repo.worksitesOf(tx, row.id);
    if (missingForFiling(d, sites.length)) refuse([{ path: 'statusId', message: LCA_MESSAGES.incomplete }]);
    refuse(checkLcaWorksites(sites));
    set.filedOn = p.filedOn ?? d.filedOn ?? today;
    set.etaCaseNumber = p.etaCaseNumber ?? d.etaCaseNumber;
    refuse(checkLcaFiling(set.filedOn, d.periodStart!));
  }
  if (to === LCA_STATUS.CERTIFIED) {
    set.certifiedOn = p.certifiedOn ?? today;
    set.etaCaseNumber = p.etaCaseNumber ?? d.etaCaseNumber;
  }
  for (const guard of lcaStatusGuards.entries) {
    const reason = await guard(ctx, { lcaId: row.id, fromStatusId: d.statusId, toStatusId: to });
    if (reason) throw unprocessableAll([{ path: 'statusId', message: reason }]);
  }
  set.statusLogs = [...d.statusLogs, kindStatusLog(a, to, p.note ?? null)];
  const [after] = await tx.update(lcaDetails).set({ ...set, updatedAt: new Date() }).where(eq(lcaDetails.petitionId, row.id)).returning();
  const note = `LCA ${lcaStatusName(d.statusId)} → ${lcaStatusName(to)}${p.note ? `: ${p.note}` : ''}`;
  const caseSet = { statusId: LCA_CASE_STATUS[to as LcaStatusId], closedAt: [6, 7, 8].includes(to) ? new Date() : null };
  let rowAfter: PetitionRow;
  if (to === LCA_STATUS.FILED) rowAfter = await completeIfDue(ctx, a, row, 'LCA_SUBMIT', note, caseSet);
  else if (to === LCA_STATUS.CERTIFIED || to === LCA_STATUS.DENIED) rowAfter = await completeIfDue(ctx, a, row, 'UPDATE_DOL_RESPONSE', note, caseSet);
  else rowAfter = await updateCase(tx, row.id, { ...caseSet, updatedBy: a.userId });
  await logCase(tx, a, 'lca-status', row, rowAfter, { note });
  if (to === LCA_STATUS.CERTIFIED) await certifyServedCases(ctx, a, rowAfter);
  return lcaView(ctx, a, rowAfter, after!);
}

/**
 * A certified LCA satisfies the LCA requirement (SPEC §4) of every H-1B case using one of its
 * positions: status 2 is logged on the case and its LCA_SUBMIT step completes (kernel).
 */
async function certifyServedCases(ctx: CallContext<unknown>, a: CaseAccess, lca: PetitionRow): Promise<void> {
  for (const u of await repo.liveUsages(ctx.tx, lca.id)) {
    const c = await caseById(ctx.tx, u.caseId);
    if (!c || c.deletedAt) continue;
    await satisfyCase(ctx, a, c, lca, LCA_STATUS.CERTIFIED);
  }
}

async function satisfyCase(ctx: CallContext<unknown>, a: CaseAccess, c: PetitionRow, lca: PetitionRow, statusId: 2 | 3): Promise<PetitionRow> {
  const logs = [...c.lcaStatusLogs, { statusId, createdBy: a.userId }];
  const note = statusId === 2 ? `LCA ${shownCaseNumber(lca)} certified` : `Served by certified LCA ${shownCaseNumber(lca)} (inventory)`;
  const after = await completeIfDue(ctx, a, c, 'LCA_SUBMIT', note, { lcaStatusLogs: logs });
  if (after.completedActivities.length === c.completedActivities.length) await logCase(ctx.tx, a, 'lca-status', c, after, { note });
  return after;
}

// ─────────────────────────── activity ───────────────────────────

export async function lcaActivityList(ctx: Ctx<typeof ZLcaActivityListPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const { row } = await loadLca(ctx, a, p.lcaId);
  return caseActivityPage(ctx.tx, a, row.id, p.page, p.perpage);
}

// ─────────────────────────── inventory ───────────────────────────

async function inventoryView(ctx: CallContext<unknown>, a: CaseAccess, row: PetitionRow, d: LcaDetailsRow): Promise<TLcaInventoryDetails> {
  const usages = await repo.liveUsages(ctx.tx, row.id);
  const today = todayOf((ctx.payload ?? {}) as { today?: string });
  const [cases, typeNames] = await Promise.all([Promise.all(usages.map((u) => caseById(ctx.tx, u.caseId))), caseTypeNamerOf(ctx.tx)]);
  const seen = await Promise.all(
    usages.map(async (u) => {
      try {
        await findVisibleCase(ctx.tx, a, u.caseId);
        return true;
      } catch {
        return false;
      }
    }),
  );
  const used = usages.length;
  const why = [...lcaServesNewCases(d.statusId, d.periodEnd, today), ...checkLcaInventory(d.workers, used)];
  return {
    lcaId: row.id,
    caseNumber: shownCaseNumber(row),
    statusId: d.statusId,
    statusName: lcaStatusName(d.statusId),
    periodStart: d.periodStart,
    periodEnd: d.periodEnd,
    positions: { workers: d.workers, used, free: Math.max(0, d.workers - used) },
    canAttach: { allowed: why.length === 0, reason: why[0]?.message ?? null },
    usages: await Promise.all(
      usages.map(async (u, i) => {
        const c = cases[i];
        const statusLog = c ? [...c.lcaStatusLogs].reverse().find((l) => l.statusId === 2 || l.statusId === 3) : undefined;
        return {
          caseId: u.caseId,
          caseNumber: c ? shownCaseNumber(c) : '',
          beneficiaryName: seen[i] && c ? await beneficiaryNameOf(ctx.tx, c.beneficiaryId) : null,
          typeName: c ? typeNames.typeName(c.typeId) : '',
          lcaStatusId: statusLog?.statusId ?? null,
          attachedAt: u.attachedAt.toISOString(),
          attachedByName: u.attachedByName,
          visible: seen[i] ?? false,
        };
      }),
    ),
  };
}

export async function lcaInventoryDetails(ctx: Ctx<typeof ZLcaDetailsPayload>): Promise<TLcaInventoryDetails> {
  const a = await caseAccess(ctx);
  const { row, d } = await loadLca(ctx, a, ctx.payload.lcaId);
  return inventoryView(ctx, a, row, d);
}

export async function attachLcaCase(ctx: Ctx<typeof ZAttachLcaCasePayload>): Promise<TLcaInventoryDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const { row, d } = await loadLca(ctx, a, p.lcaId, true);
  const c = await findVisibleCase(tx, a, p.caseId, { lock: true });
  if (c.typeId !== CASE_TYPE.H1B) throw unprocessableAll([{ path: 'caseId', message: 'Only an H-1B case can be served by an LCA.' }]);
  if (row.petitionerId && c.petitionerId !== row.petitionerId) throw unprocessableAll([{ path: 'caseId', message: 'The case’s petitioner is not the LCA’s employer.' }]);
  if (await repo.liveUsage(tx, row.id, c.id)) throw conflict('This case already uses this LCA.');
  if ((await repo.usagesOfCase(tx, c.id)).length) throw conflict('This case is already served by another LCA; detach it there first.');
  refuse(lcaServesNewCases(d.statusId, d.periodEnd, todayOf(p)));
  const used = await repo.usedPositions(tx, row.id);
  const over = checkLcaInventory(d.workers, used);
  if (over.length) throw conflict(over[0]!.message);
  await tx.insert(lcaUsages).values({ lcaId: row.id, caseId: c.id, attachedBy: a.userId, attachedByName: a.userName });
  await satisfyCase(ctx, a, c, row, LCA_STATUS.CERTIFIED_FROM_INVENTORY);
  await logCase(tx, a, 'lca-attach', row, row, { note: `Case ${shownCaseNumber(c)} uses a position (${used + 1} of ${d.workers})` });
  return inventoryView(ctx, a, row, d);
}

export async function detachLcaCase(ctx: Ctx<typeof ZDetachLcaCasePayload>): Promise<TLcaInventoryDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const { row, d } = await loadLca(ctx, a, p.lcaId, true);
  const u = await repo.liveUsage(tx, row.id, p.caseId);
  if (!u) throw notFound('This case does not use this LCA.');
  await tx
    .update(lcaUsages)
    .set({ detachedAt: new Date(), detachedBy: a.userId, note: p.note ?? null })
    .where(and(eq(lcaUsages.id, u.id), isNull(lcaUsages.detachedAt)));
  const c = await caseById(tx, p.caseId);
  const note = `${c ? `Case ${shownCaseNumber(c)}` : 'A case'} no longer uses LCA ${shownCaseNumber(row)}${p.note ? `: ${p.note}` : ''}`;
  await logCase(tx, a, 'lca-detach', row, row, { note });
  if (c) await logCase(tx, a, 'lca-detach', c, c, { note });
  return inventoryView(ctx, a, row, d);
}

// ─────────────────────────── fill link (/fill-lca-anonymous-user) ───────────────────────────

async function linkState(ctx: CallContext<unknown>, row: PetitionRow, d: LcaDetailsRow): Promise<TLcaFillLinkState> {
  const link = d.fillLinkId ? await linkTokenById(ctx.tx, d.fillLinkId) : undefined;
  return {
    lcaId: row.id,
    sentTo: d.fillSentTo,
    sentAt: d.fillSentAt?.toISOString() ?? null,
    expiresAt: link ? new Date(link.expiresAt).toISOString() : null,
    state: await linkTokenState(ctx.tx, d.fillLinkId),
    filledAt: d.filledAt?.toISOString() ?? null,
  };
}

export async function sendLcaFillLink(ctx: Ctx<typeof ZSendLcaFillLinkPayload>): Promise<TLcaFillLinkState> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const { row, d } = await loadLca(ctx, a, p.lcaId, true);
  const rule = await updateRule(ctx, a, row, d);
  assertMayUpdate(rule);
  if (![LCA_STATUS.REQUESTED, LCA_STATUS.IN_PREPARATION].includes(d.statusId as 1 | 4))
    throw conflict('The worksite and wage details can be asked for only before the LCA is filed.');
  await revokeLiveLinks(tx, LCA_FILL_LINK_PURPOSE, row.id);
  const { token, expiresAt } = await issueLinkToken(tx, { purpose: LCA_FILL_LINK_PURPOSE, recordId: row.id, ttlMs: p.expiresInDays * DAY_MS, createdBy: a.userId });
  const [link] = await tx.select({ id: linkTokens.id }).from(linkTokens).where(eq(linkTokens.tokenHash, hashToken(token))).limit(1);
  const email = p.email.trim().toLowerCase();
  const [after] = await tx
    .update(lcaDetails)
    .set({ fillLinkId: link!.id, fillSentTo: email, fillContactName: p.name ?? null, fillSentAt: new Date(), filledAt: null, updatedAt: new Date() })
    .where(eq(lcaDetails.petitionId, row.id))
    .returning();
  await logCase(tx, a, 'lca-fill-link', row, row, { note: `Worksite and wage details asked of ${email}` });
  const server = ctx.request.server;
  if (server.hasDecorator('mailer')) {
    await server.mailer.send(tx, {
      tenantId: ctx.scopeTenantId,
      to: email,
      template: 'lca-fill-link',
      data: {
        name: p.name ?? email,
        firmName: ctx.tenant?.name ?? '',
        employerName: d.employerName ?? '',
        jobTitle: d.jobTitle ?? '',
        caseNo: shownCaseNumber(row),
        expiresOn: expiresAt.toISOString().slice(0, 10),
        actionLabel: 'Fill in the details',
        actionUrl: `${publicOrigin(ctx)}/fill-lca-anonymous-user/${row.id}?token=${encodeURIComponent(token)}`,
      },
    });
  }
  return linkState(ctx, row, after!);
}

/** The LCA behind a fill link: the link must be its current one; to write, not yet used. */
async function linkedLca(ctx: CallContext<unknown>, write: boolean) {
  const link = ctx.link!;
  const d = await repo.detailsById(ctx.tx, link.recordId);
  const stored = await linkTokenById(ctx.tx, link.linkId);
  if (!d || !stored || d.fillLinkId !== link.linkId) throw new AppError('LINK_TOKEN_INVALID');
  if (write && stored.usedAt !== null) throw new AppError('LINK_TOKEN_INVALID', 'These details were already sent through this link.');
  const [row] = await ctx.tx.select().from(petitions).where(eq(petitions.id, d.petitionId)).limit(1);
  if (!row || row.deletedAt) throw new AppError('LINK_TOKEN_INVALID');
  return { row, d, stored };
}

export async function lcaFillDetails(ctx: CallContext<unknown>): Promise<TLcaFillView> {
  const { row, d, stored } = await linkedLca(ctx, false);
  const sites = await repo.worksitesOf(ctx.tx, row.id);
  return {
    firmName: ctx.tenant?.name ?? '',
    caseNumber: shownCaseNumber(row),
    employerName: d.employerName,
    jobTitle: d.jobTitle,
    contactName: d.fillContactName,
    expiresAt: new Date(stored.expiresAt).toISOString(),
    filled: stored.usedAt !== null,
    worksites: sites.map(worksiteView),
    wageFrom: d.wageFrom,
    wageTo: d.wageTo,
    wageUnit: d.wageUnit as LcaWageUnit,
    fullTime: d.fullTime,
    periodStart: d.periodStart,
    periodEnd: d.periodEnd,
    workers: d.workers,
  };
}

export async function lcaFillSave(ctx: Ctx<typeof ZLcaFillSavePayload>): Promise<{ filledAt: string }> {
  const p = ctx.payload;
  const tx = ctx.tx;
  const { row, d } = await linkedLca(ctx, true);
  const sites = p.worksites.map(siteValues);
  const set: Partial<LcaDetailsRow> = {
    wageFrom: p.wageFrom,
    wageTo: p.wageTo ?? null,
    wageUnit: p.wageUnit,
    ...(p.fullTime !== undefined ? { fullTime: p.fullTime } : {}),
    ...(p.periodStart ? { periodStart: p.periodStart } : {}),
    ...(p.periodEnd ? { periodEnd: p.periodEnd } : {}),
    ...(p.workers ? { workers: p.workers } : {}),
  };
  refuse(checkMerged({ ...d, ...set }, sites, await repo.usedPositions(tx, row.id)));
  const now = new Date();
  const [spent] = await tx
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.id, ctx.link!.linkId), isNull(linkTokens.usedAt)))
    .returning({ id: linkTokens.id });
  if (!spent) throw new AppError('LINK_TOKEN_INVALID', 'These details were already sent through this link.');
  await tx.update(lcaDetails).set({ ...set, filledAt: now, updatedAt: now }).where(eq(lcaDetails.petitionId, row.id));
  await repo.syncWorksites(tx, row.id, sites);
  const who = { userId: ctx.link!.linkId, userName: `${p.filledBy} (LCA link)` };
  await logCase(tx, who, 'lca-fill', row, row, { note: `${p.filledBy} sent the worksite and wage details (${sites.length} worksite${sites.length === 1 ? '' : 's'}).` });
  await tellLcaManagers(ctx, row, 'LCA details received', `${p.filledBy} sent the worksite and wage details of LCA ${shownCaseNumber(row)}.`);
  return { filledAt: now.toISOString() };
}
