import { CASE_ASSIGNMENT_ROLES } from 'shared/contract/case-details';
import type { TCaseAssignmentField, TCaseDetails } from 'shared/contract';
import {
  canActOnFilingFee,
  canAdminApprove,
  canEditPetition,
  canUpdateCourierTracking,
  canUpdateTracking,
  trackingButtonText,
} from 'shared/domain/cases/action-rules';
import { ACTIVITY_LABELS, isManagerRole } from 'shared/domain/cases/activity-codes';
import { CASE_TYPE } from 'shared/domain/cases/case-types';
import { followOnActionsFor } from 'shared/domain/cases/follow-on';
import { canRecordUscisOutcome } from 'shared/domain/cases/outcomes';
import { canCompleteActivity } from 'shared/domain/cases/workflow';
import { hasRole, LCA_ROLES, ROLE } from 'shared/domain/roles';
import type { ActivityCode, CaseWorkflowState, FollowOnAction, RuleDecision, WorkflowUser } from 'shared/domain';

/*
 * What the details page may offer the signed-in user on a case, and why not. Every decision comes
 * from the domain's rule functions (shared/domain/cases); this file only adapts the case the API
 * answers (TCaseDetails) to the shapes those functions read. The server checks the same rules again.
 */

/** The signed-in user as the rules see him. */
export interface Viewer {
  roleId: number;
  userId: string;
}

const ok = (): RuleDecision => ({ allowed: true, reason: '' });
const no = (reason: string): RuleDecision => ({ allowed: false, reason });
const fromResult = (r: { ok: true } | { ok: false; reason: string }): RuleDecision =>
  r.ok ? ok() : no(r.reason);

/** Assignment slots in the order the page shows them, with their label and the role that fills them. */
export const ASSIGNMENT_SLOTS: readonly { field: TCaseAssignmentField; label: string; roleId: number }[] = [
  { field: 'attorney', label: 'Attorney', roleId: CASE_ASSIGNMENT_ROLES.attorney[0] },
  { field: 'paralegal', label: 'Paralegal', roleId: CASE_ASSIGNMENT_ROLES.paralegal[0] },
  { field: 'supervisor', label: 'Supervisor', roleId: CASE_ASSIGNMENT_ROLES.supervisor[0] },
  { field: 'docManager', label: 'Documentation Manager', roleId: CASE_ASSIGNMENT_ROLES.docManager[0] },
  { field: 'docExecutive', label: 'Documentation Executive', roleId: CASE_ASSIGNMENT_ROLES.docExecutive[0] },
  { field: 'frontOffice', label: 'Front Office User', roleId: CASE_ASSIGNMENT_ROLES.frontOffice[0] },
];

/** The workflow step an assignment completes when it is due (assign-a-role does it). */
export const ASSIGN_ACTIVITY: Partial<Record<ActivityCode, TCaseAssignmentField>> = {
  ASSIGN_ATTORNEY: 'attorney',
  ASSIGN_PARALEGAL: 'paralegal',
  ASSIGN_SUPERVISOR: 'supervisor',
  ASSIGN_DOCUMENTATION_MANAGER: 'docManager',
  ASSIGN_DOCUMENTATION_EXECUTIVE: 'docExecutive',
};

/** The case's workflow facts, as the domain's rules read them. */
export function workflowStateOf(c: TCaseDetails): CaseWorkflowState {
  return {
    statusId: c.statusId,
    completedActivities: c.completedActivities,
    completionLog: c.completionLog.map((e) => ({ code: e.code, by: e.by ?? '', at: e.at })),
    nextWorkflowActivity: c.nextWorkflowActivity,
    petitionerSignRequested: c.petitionerSignRequested,
    courierTrackingCategory: c.courierTracking.category,
    allowCustomCaseNo: c.allowCustomCaseNo,
    scannedCopyCount: c.scannedCopyCount,
    lcaStatusLogs: c.lcaStatusLogs,
    assignees: ASSIGNMENT_SLOTS.flatMap((s) => {
      const u = c[s.field];
      return u ? [{ roleId: s.roleId, userId: u.id }] : [];
    }),
  };
}

/** The viewer plus the roles he holds on this case (assigned as attorney, paralegal…). */
export function workflowUserOf(c: TCaseDetails, viewer: Viewer): WorkflowUser {
  return {
    roleId: viewer.roleId,
    userId: viewer.userId,
    assignments: ASSIGNMENT_SLOTS.filter((s) => c[s.field]?.id === viewer.userId).map((s) => ({ roleId: s.roleId })),
  };
}

/** assign-a-role: managers assign every slot; a documentation manager assigns documentation executives (SPEC §4). */
export function canAssign(field: TCaseAssignmentField, viewer: Viewer): RuleDecision {
  if (isManagerRole(viewer.roleId)) return ok();
  if (viewer.roleId === ROLE.DOCUMENTATION_MANAGER && field === 'docExecutive') return ok();
  const label = ASSIGNMENT_SLOTS.find((s) => s.field === field)?.label.toLowerCase() ?? field;
  return no(`Only an Admin or Branch Manager can assign the ${label}.`);
}

/** The roles that may create follow-on cases (create-follow-on's roles). */
const FOLLOW_ON_ROLES: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10, 11];

/** What a workflow step's button opens. */
export type StepActionKind = 'assign' | 'tracking' | 'uscisResponse' | 'filingFee' | 'submitToUscis' | 'complete';

export interface StepView {
  code: ActivityCode;
  label: string;
  optional: boolean;
  done: boolean;
  byName: string | null;
  at: string | null;
  isNext: boolean;
  /** The action of a step not yet done; null once it is done. */
  action: { kind: StepActionKind; label: string; field?: TCaseAssignmentField; decision: RuleDecision } | null;
}

const TRACKING_CODES: readonly ActivityCode[] = ['COURIER_TRACKING', 'UPDATE_USCIS_RECEIPT_NUMBER'];

/** The tracking action (courier or receipt number): SPEC §4 button text and conditions. */
export function trackingDecision(c: TCaseDetails, viewer: Viewer): { label: string; decision: RuleDecision } {
  const state = workflowStateOf(c);
  const label = trackingButtonText(c.nextWorkflowActivity);
  const rule = canUpdateTracking(c.workflow, state, viewer.roleId);
  if (!rule.allowed) return { label, decision: rule };
  if (c.nextWorkflowActivity === 'COURIER_TRACKING') {
    const courier = canUpdateCourierTracking(state);
    if (!courier.allowed) return { label, decision: courier };
  }
  const next = c.nextWorkflowActivity;
  if (next) {
    const step = canCompleteActivity(c.workflow, state, next, workflowUserOf(c, viewer));
    if (!step.ok) return { label, decision: no(step.reason) };
  }
  return { label, decision: ok() };
}

/** Submit to USCIS: the step's editor rule, then a scanned copy of the packet (the server's prerequisite). */
export function submitToUscisDecision(c: TCaseDetails, viewer: Viewer): RuleDecision {
  const step = canCompleteActivity(c.workflow, workflowStateOf(c), 'SUBMIT_TO_USCIS', workflowUserOf(c, viewer));
  if (!step.ok) return no(step.reason);
  if (c.scannedCopyCount < 1) return no('Upload at least one scanned copy first.');
  return ok();
}

/** Recording a USCIS response (approved, RFE, denied, withdrawn). RFE cases answer on their parent. */
export function uscisResponseDecision(c: TCaseDetails, viewer: Viewer): RuleDecision {
  if (c.kind === 'rfe') return no('Record the USCIS response on the original case, not on its RFE case.');
  return fromResult(canRecordUscisOutcome(c.workflow, workflowStateOf(c), workflowUserOf(c, viewer)));
}

/** Marking the filing fee done: the SPEC §4 filing-fee rule, then the step's own order and editor rule. */
export function filingFeeDecision(c: TCaseDetails, viewer: Viewer): RuleDecision {
  const state = workflowStateOf(c);
  if (state.completedActivities.includes('FILING_FEE')) return no(`"${ACTIVITY_LABELS.FILING_FEE}" is already complete.`);
  const rule = canActOnFilingFee(c.workflow, state, viewer.roleId);
  if (!rule.allowed) return rule;
  return fromResult(canCompleteActivity(c.workflow, state, 'FILING_FEE', workflowUserOf(c, viewer)));
}

/** Every step of the case's workflow: done by whom and when, or what it needs and whether the viewer may do it. */
export function workflowSteps(c: TCaseDetails, viewer: Viewer): StepView[] {
  const state = workflowStateOf(c);
  const user = workflowUserOf(c, viewer);
  return c.workflow.activities.map((a) => {
    const done = c.completedActivities.includes(a.code);
    const log = [...c.completionLog].reverse().find((e) => e.code === a.code);
    const base = {
      code: a.code,
      label: a.label,
      optional: !!a.optional,
      done,
      byName: log?.byName ?? null,
      at: log?.at ?? null,
      isNext: c.nextWorkflowActivity === a.code,
    };
    if (done) return { ...base, action: null };
    const step = fromResult(canCompleteActivity(c.workflow, state, a.code, user));
    const field = ASSIGN_ACTIVITY[a.code];
    if (field && !c[field]) {
      // assign-a-role fills the slot at any time; it also completes the step once the step is due.
      return { ...base, action: { kind: 'assign', field, label: `Assign ${a.label.toLowerCase()}`, decision: canAssign(field, viewer) } };
    }
    if (TRACKING_CODES.includes(a.code)) {
      // The SPEC §4 tracking rule speaks first; it ends with the step's own editor rule.
      // A tracking step that is not next is simply not due yet.
      const decision = base.isNext ? trackingDecision(c, viewer).decision : step;
      return { ...base, action: { kind: 'tracking', label: trackingButtonText(a.code), decision } };
    }
    if (a.code === 'UPDATE_USCIS_RESPONSE') {
      // canRecordUscisOutcome checks the step itself for the first response.
      return { ...base, action: { kind: 'uscisResponse', label: 'Record USCIS response', decision: uscisResponseDecision(c, viewer) } };
    }
    if (a.code === 'FILING_FEE') {
      return { ...base, action: { kind: 'filingFee', label: 'Filing fees', decision: filingFeeDecision(c, viewer) } };
    }
    if (a.code === 'SUBMIT_TO_USCIS') {
      return { ...base, action: { kind: 'submitToUscis', label: 'Submit to USCIS', decision: submitToUscisDecision(c, viewer) } };
    }
    return { ...base, action: { kind: 'complete', label: 'Mark complete', decision: step } };
  });
}

/** The case-level actions of the header and the workflow card. */
export interface CaseActions {
  edit: RuleDecision;
  tracking: { label: string; decision: RuleDecision };
  submitToUscis: RuleDecision;
  uscisResponse: RuleDecision;
  adminApproval: RuleDecision;
  filingFee: RuleDecision;
  followOns: { actions: FollowOnAction[]; decision: RuleDecision };
}

export function caseActions(c: TCaseDetails, viewer: Viewer): CaseActions {
  const state = workflowStateOf(c);
  const followOns = followOnActionsFor({ typeId: c.typeId, subTypeId: c.subTypeId, statusId: c.statusId });
  const followOnDecision = !FOLLOW_ON_ROLES.includes(viewer.roleId)
    ? no('Only the law firm’s staff can create follow-on cases.')
    : followOns.length === 0
      ? no('No follow-on case can be created from this case.')
      : ok();
  const approval = canAdminApprove(viewer.roleId, state);
  return {
    edit: canEditPetition(viewer.roleId, state),
    tracking: trackingDecision(c, viewer),
    submitToUscis: submitToUscisDecision(c, viewer),
    uscisResponse: uscisResponseDecision(c, viewer),
    adminApproval: approval.allowed && c.approvalStatus === 'approved' ? no('The case is already approved.') : approval,
    filingFee: filingFeeDecision(c, viewer),
    followOns: { actions: followOns, decision: followOnDecision },
  };
}

/**
 * "Request LCA" (issue 19): an H-1B case asks for a Labor Condition Application; the page
 * /requestlca/:caseId (mf-lca-pwd) does it. The server checks the same (LCA roles, an open H-1B case).
 */
export function requestLcaDecision(c: TCaseDetails, viewer: Viewer): RuleDecision {
  if (c.typeId !== CASE_TYPE.H1B) return no('Only an H-1B case needs an LCA.');
  if (!hasRole(viewer.roleId, LCA_ROLES)) return no('Only the law firm’s staff who work LCAs can request one.');
  if (c.closed) return no('The case is closed.');
  return ok();
}
