import { and, eq, isNull } from 'drizzle-orm';
import {
  canRecordUscisOutcome,
  canStartFollowOn,
  CASE_TYPE_BY_ID,
  completeActivity,
  FOLLOW_ON_ACTION_BY_ID,
  initialWorkflowState,
  isCaseClosed,
  recordUscisOutcome,
  rfeCaseFor,
  USCIS_OUTCOMES,
  type TUscisOutcome,
} from 'shared/domain';
import type {
  TCaseDetails,
  TCaseLink,
  TRecordUscisResponseResult,
  ZCreateFollowOnPayload,
  ZRecordUscisResponsePayload,
} from 'shared/contract';
import { AppError, conflict, type CallContext } from '../../platform/http';
import { beneficiaries } from '../beneficiaries';
import { assertAttachableKeys } from '../../platform/storage';
import { assertFileKeys } from '../people';
import { todayOf } from '../../platform/data';
import { caseAccess, type CaseAccess } from './petitions.access';
import { shownCaseNumber, slotRolesOf, toCaseLink, workflowOf, workflowStateOf } from './petitions.mapper';
import { notifyCaseUsers, usersForRoles } from './petitions.notify';
import * as repo from './petitions.repository';
import {
  assertBeneficiary,
  caseView,
  logCase,
  nextCaseNumber,
  notifyWatchers,
  unprocessable,
  type Ctx,
} from './petitions.service';
import type { PetitionRow } from './petitions.table';
import { workflowFor } from '../workflow-config';

/*
 * USCIS responses, RFE cases and follow-on cases (docs/cases.md "Outcomes and RFE",
 * "Follow-on cases"). The rules are the domain's (outcomes.ts, follow-on.ts); this file applies
 * them to rows in the request's transaction.
 */

/** Creates the RFE (or NOID) case of a response on `parent`: parties and staff copied, deadline = response due date. */
export async function createRfeCase(
  ctx: CallContext<unknown>,
  a: CaseAccess,
  parent: PetitionRow,
  outcome: Extract<TUscisOutcome, { kind: 'rfe' | 'noid' }>,
  extra: { title?: string | null; noticeFileKey?: string | null } = {},
): Promise<PetitionRow> {
  const draft = rfeCaseFor(parent, outcome)!;
  const { workflow } = await workflowFor(ctx, draft.typeId, draft.subTypeId);
  const now = new Date().toISOString();
  const hasCreate = workflow.activities.some((x) => x.code === 'CREATE_CASE');
  const s0 = initialWorkflowState(workflow);
  const state = hasCreate ? completeActivity(workflow, s0, 'CREATE_CASE', a.userId, now) : s0;
  const caseNumber = await nextCaseNumber(ctx.tx, draft.typeId, todayOf((ctx.payload ?? {}) as { today?: string }));
  const row = await repo.insertCase(ctx.tx, {
    caseNumber,
    kind: 'rfe',
    typeId: draft.typeId,
    subTypeId: draft.subTypeId,
    statusId: draft.statusId,
    title: extra.title ?? `${outcome.kind === 'noid' ? 'NOID' : 'RFE'} response for ${shownCaseNumber(parent)}`,
    petitionerId: draft.petitionerId,
    beneficiaryId: draft.beneficiaryId,
    branchId: draft.branchId,
    attorneyId: parent.attorneyId,
    paralegalId: parent.paralegalId,
    supervisorId: parent.supervisorId,
    docManagerId: parent.docManagerId,
    docExecutiveId: parent.docExecutiveId,
    frontOfficeId: parent.frontOfficeId,
    deadlineDate: draft.deadlineDate,
    premiumProcessing: parent.premiumProcessing,
    receiptNumber: parent.receiptNumber,
    workflow,
    completedActivities: [...state.completedActivities],
    completionLog: [...state.completionLog],
    nextActivity: state.nextWorkflowActivity,
    parentId: parent.id,
    parentRelation: outcome.kind,
    data: {
      noticeDate: draft.noticeDate,
      responseDueDate: draft.responseDueDate,
      noticeFileKey: extra.noticeFileKey ?? null,
      editOption: false,
    },
    createdBy: a.userId,
    updatedBy: a.userId,
  });
  await logCase(ctx.tx, a, 'create', null, row, { note: `${outcome.kind === 'noid' ? 'NOID' : 'RFE'} received on ${shownCaseNumber(parent)}` });
  const staff = await usersForRoles(ctx.tx, row, [6, 8, 50]);
  await notifyCaseUsers(ctx, row, staff, {
    headline: 'RFE received',
    text: `USCIS sent ${outcome.kind === 'noid' ? 'a NOID' : 'an RFE'} on case ${shownCaseNumber(parent)}; the response is due ${draft.responseDueDate} (case ${shownCaseNumber(row)}).`,
  });
  return row;
}

export async function recordUscisResponse(ctx: Ctx<typeof ZRecordUscisResponsePayload>): Promise<TRecordUscisResponseResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const row = await repo.findVisibleCase(tx, a, p.petitionId, { lock: true });
  if (row.kind === 'rfe') throw conflict('Record the USCIS response on the original case, not on its RFE case.');
  const workflow = workflowOf(row);
  const state = workflowStateOf(row);
  const user = { roleId: a.roleId, userId: a.userId, assignments: slotRolesOf(row, a.userId) };
  const rule = canRecordUscisOutcome(workflow, state, user);
  if (!rule.ok) {
    const asManager = canRecordUscisOutcome(workflow, state, { roleId: 3, userId: a.userId });
    throw new AppError(asManager.ok ? 'FORBIDDEN' : 'CONFLICT', rule.reason);
  }
  if (p.noticeFileKey) {
    await assertFileKeys(tx, [p.noticeFileKey], 'noticeFileKey');
    await assertAttachableKeys(ctx, [p.noticeFileKey]);
  }
  const o = p.outcome;
  const next = recordUscisOutcome(state, o, a.userId, new Date().toISOString());
  const final = USCIS_OUTCOMES[o.kind].final;
  const notices = Array.isArray(row.data?.uscisNotices) ? (row.data.uscisNotices as unknown[]) : [];
  const after = await repo.updateCase(tx, row.id, {
    completedActivities: [...next.completedActivities],
    completionLog: [...next.completionLog],
    nextActivity: next.nextWorkflowActivity,
    statusId: next.statusId,
    uscisOutcome: o.kind === 'noid' ? 'rfe' : o.kind,
    uscisOutcomeDate: o.noticeDate,
    closedAt: final || isCaseClosed(next.statusId) ? new Date() : null,
    ...(o.kind === 'approved' ? { validityFrom: o.validFrom, validityTo: o.validTo } : {}),
    data: {
      ...(row.data ?? {}),
      uscisNotices: [...notices, { kind: o.kind, noticeDate: o.noticeDate, fileKey: p.noticeFileKey ?? null, recordedBy: a.userId, at: new Date().toISOString() }],
    },
    updatedBy: a.userId,
  });
  const code = USCIS_OUTCOMES[o.kind].code;
  await logCase(tx, a, 'uscis-response', row, after, { activityCode: code, note: p.note ?? null });
  await notifyWatchers(ctx, after, 'UPDATE_USCIS_RESPONSE', `USCIS response recorded on case ${shownCaseNumber(after)}: ${USCIS_OUTCOMES[o.kind].label}.`);
  let rfe: TCaseLink | null = null;
  if (o.kind === 'rfe' || o.kind === 'noid') rfe = toCaseLink(await createRfeCase(ctx, a, after, o, { noticeFileKey: p.noticeFileKey ?? null }));
  return { petition: await caseView(ctx, after), rfeCase: rfe };
}

// ─────────────────────────── follow-on ───────────────────────────

export async function createFollowOn(ctx: Ctx<typeof ZCreateFollowOnPayload>): Promise<TCaseDetails> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const source = await repo.findVisibleCase(tx, a, p.petitionId);
  const action = FOLLOW_ON_ACTION_BY_ID.get(p.action);
  if (!action) throw unprocessable('action', 'Unknown follow-on case action.');
  // Dependents of the source beneficiary decide the spouse/child variants.
  const deps = source.beneficiaryId
    ? await tx
        .select({ id: beneficiaries.id, relation: beneficiaries.relation })
        .from(beneficiaries)
        .where(and(eq(beneficiaries.principalId, source.beneficiaryId), isNull(beneficiaries.deletedAt)))
    : [];
  const can = canStartFollowOn(p.action, {
    typeId: source.typeId,
    subTypeId: source.subTypeId,
    statusId: source.statusId,
    hasSpouse: deps.some((d) => d.relation === 'spouse'),
    hasChildren: deps.some((d) => d.relation === 'child'),
  });
  if (!can.allowed) throw conflict(can.reason);
  let beneficiaryId = source.beneficiaryId;
  if (action.beneficiary !== 'same') {
    const candidates = deps.filter((d) => d.relation === action.beneficiary);
    const chosen = p.beneficiaryId ? candidates.find((d) => d.id === p.beneficiaryId) : candidates.length === 1 ? candidates[0] : undefined;
    if (!chosen) {
      if (p.beneficiaryId) await assertBeneficiary(tx, p.beneficiaryId);
      throw unprocessable('beneficiaryId', `Choose the ${action.beneficiary} of the beneficiary this case is for.`);
    }
    beneficiaryId = chosen.id;
  }
  const carry = new Set(action.carryOver);
  const target = CASE_TYPE_BY_ID.get(action.target.typeId)!;
  const { workflow } = await workflowFor(ctx, action.target.typeId, action.target.subTypeId);
  const hasCreate = workflow.activities.some((x) => x.code === 'CREATE_CASE');
  const s0 = initialWorkflowState(workflow);
  const state = hasCreate ? completeActivity(workflow, s0, 'CREATE_CASE', a.userId, new Date().toISOString()) : s0;
  const today = todayOf(p);
  const staff = carry.has('assignedStaff');
  const carried: Record<string, unknown> = {};
  for (const k of ['jobDetails', 'wageDetails', 'worksites', 'lca', 'pwd', 'priorityDate'] as const) {
    if (carry.has(k) && source.data?.[k] !== undefined) carried[k] = source.data[k];
  }
  const row = await repo.insertCase(tx, {
    caseNumber: await nextCaseNumber(tx, action.target.typeId, today),
    kind: target.kind,
    typeId: action.target.typeId,
    subTypeId: action.target.subTypeId,
    statusId: state.statusId,
    title: source.title,
    petitionerId: carry.has('petitioner') ? source.petitionerId : null,
    beneficiaryId,
    branchId: carry.has('branch') ? source.branchId : null,
    attorneyId: staff ? source.attorneyId : null,
    paralegalId: staff ? source.paralegalId : null,
    supervisorId: staff ? source.supervisorId : null,
    docManagerId: staff ? source.docManagerId : null,
    docExecutiveId: staff ? source.docExecutiveId : null,
    frontOfficeId: staff ? source.frontOfficeId : null,
    deadlineDate: p.deadlineDate ?? null,
    premiumProcessing: source.premiumProcessing,
    // An extension starts where the approved validity ends.
    validityFrom: carry.has('validityDates') ? source.validityFrom : null,
    validityTo: carry.has('validityDates') ? source.validityTo : null,
    workflow,
    completedActivities: [...state.completedActivities],
    completionLog: [...state.completionLog],
    nextActivity: state.nextWorkflowActivity,
    parentId: source.id,
    parentRelation: action.id,
    data: {
      ...carried,
      followOn: { action: action.id, label: action.label, sourceCaseNumber: shownCaseNumber(source), carryOver: [...action.carryOver] },
      ...(carry.has('receiptNumber') && source.receiptNumber ? { priorReceiptNumber: source.receiptNumber } : {}),
    },
    createdBy: a.userId,
    updatedBy: a.userId,
  });
  await logCase(tx, a, 'create', null, row, { activityCode: hasCreate ? 'CREATE_CASE' : null, note: `${action.label} from ${shownCaseNumber(source)}` });
  await logCase(tx, a, 'follow-on', source, source, { note: `${action.label} created: ${shownCaseNumber(row)}` });
  const recipients = await usersForRoles(tx, row, [6, 8]);
  await notifyCaseUsers(ctx, row, recipients, { headline: 'Follow-on case created', text: `${a.userName} created ${action.label} case ${shownCaseNumber(row)} from ${shownCaseNumber(source)}.` });
  return caseView(ctx, row);
}

