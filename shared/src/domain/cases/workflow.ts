import { z } from 'zod';
import { CASE_STATUS_BY_ID } from '../case-status';
import { ROLE, ROLE_NAMES, type RoleId } from '../roles';
import {
  ACTIVITY_CODES,
  ACTIVITY_LABELS,
  DOCUMENTATION_EXECUTIVE_LIST,
  DOCUMENTATION_MANAGER_LIST,
  MANAGER_LIST,
  isManagerRole,
  type ActivityCode,
} from './activity-codes';
import { CASE_TYPE } from './case-types';

/*
 * SPEC §3 "Workflow" and §4 "Default workflow activities": the workflow config, the per-case
 * workflow state and the pure rules that move a case through it. Design: docs/workflow.md.
 */

export const ZActivityCode = z.enum(ACTIVITY_CODES);

export const ZRoleRef = z.object({ roleId: z.number().int().positive() });
export type TRoleRef = z.infer<typeof ZRoleRef>;

/** One step of a workflow (SPEC §3): code, actionRequired (Yes/No), editors and watchers by role. */
export const ZWorkflowActivity = z.object({
  code: ZActivityCode,
  label: z.string().trim().min(1).max(100),
  actionRequired: z.enum(['Yes', 'No']),
  editors: z.array(ZRoleRef),
  watchers: z.array(ZRoleRef),
  /** An optional step never blocks the steps after it (e.g. LCA request). */
  optional: z.boolean().optional(),
  /** Status the case takes when this step is completed; overrides statusForActivity's table. */
  status: z.number().int().min(1).max(33).optional(),
  /** Steps that must be complete before this one (e.g. LCA submit needs LCA request). */
  requires: z.array(ZActivityCode).optional(),
  /** FILING_FEE only (SPEC §4): the fee step completes only once the invoice is issued. */
  fileOnlyAfterInvoice: z.boolean().optional(),
  /** FILING_FEE only (SPEC §4): the fee step completes only once the invoice is paid. */
  fileOnlyAfterPayment: z.boolean().optional(),
});
export type WorkflowActivity = z.infer<typeof ZWorkflowActivity>;

/** A workflow config: the ordered activities for a case type (and optionally a sub-type). */
export const ZWorkflow = z
  .object({
    id: z.string().optional(),
    typeId: z.number().int().positive(),
    subTypeId: z.number().int().positive().optional(),
    activities: z.array(ZWorkflowActivity).min(1),
  })
  .refine((w) => new Set(w.activities.map((a) => a.code)).size === w.activities.length, {
    message: 'Each activity may appear only once in a workflow',
    path: ['activities'],
  });
export type Workflow = z.infer<typeof ZWorkflow>;

/** One completed activity: who completed it and when (ISO date-time). */
export interface CompletedActivity {
  code: ActivityCode;
  by: string;
  at: string;
}

/** An LCA status log entry (SPEC §3 LCA statusLogs). */
export interface LcaStatusLog {
  statusId: number;
  createdBy: string;
}

/** A staff member assigned to the case in a role (attorney, paralegal, …). */
export interface CaseAssignee {
  roleId: number;
  userId: string;
}

/** The workflow part of a case (SPEC §3 "Workflow state" plus what the §4 action rules read). */
export interface CaseWorkflowState {
  statusId: number;
  /** Codes of completed activities (SPEC §3), in completion order. */
  completedActivities: readonly ActivityCode[];
  /** Who completed what and when, in completion order. */
  completionLog: readonly CompletedActivity[];
  nextWorkflowActivity: ActivityCode | null;
  petitionerSignRequested: boolean;
  /** SPEC §3: the courier tracking category; 'UPDATE_TRACKING_NUMBER' is the one seen. */
  courierTrackingCategory: string | null;
  allowCustomCaseNo: boolean;
  /** How many scanned copies of the filed packet are attached. */
  scannedCopyCount: number;
  lcaStatusLogs: readonly LcaStatusLog[];
  /** Staff assigned to the case; when a role has assignees, only they act in that role. */
  assignees?: readonly CaseAssignee[];
}

/** The user asking to act on a case. `assignments`: extra roles the user holds on this case. */
export interface WorkflowUser {
  roleId: number;
  userId: string;
  assignments?: readonly { roleId: number }[];
}

export type RuleResult = { ok: true } | { ok: false; reason: string };

const roles = (...ids: readonly RoleId[]): TRoleRef[] => ids.map((roleId) => ({ roleId }));

const step = (
  code: ActivityCode,
  editors: readonly RoleId[],
  watchers: readonly RoleId[],
  extra: Partial<Pick<WorkflowActivity, 'optional' | 'requires' | 'actionRequired'>> = {},
): WorkflowActivity => ({
  code,
  label: ACTIVITY_LABELS[code],
  actionRequired: 'Yes',
  editors: roles(...editors),
  watchers: roles(...watchers),
  ...extra,
});

/** Case types filed with the Department of Labor rather than USCIS. */
export const DOL_CASE_TYPES: readonly number[] = [CASE_TYPE.PERM, CASE_TYPE.LCA, CASE_TYPE.PWD];
/** Case types whose default workflow carries the (optional) LCA steps. */
export const LCA_CASE_TYPES: readonly number[] = [CASE_TYPE.H1B];

const { ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL } = ROLE;
const { DOCUMENTATION_EXECUTIVE, LCA_MANAGER, PETITIONER, BENEFICIARY } = ROLE;

/**
 * SPEC §4 default workflow, in the spec's order. Tenant type 2 (petitioner-type tenant): the
 * editors of create case and LCA request become Admin and Branch Manager. LCA steps only for
 * H-1B; DOL-filed types (PERM, LCA, PWD) end with the DOL response instead of the USCIS filing.
 */
export const defaultWorkflow = (tenantTypeId: number, caseTypeId: number): Workflow => {
  const intakeEditors: readonly RoleId[] = tenantTypeId === 2 ? MANAGER_LIST : [PETITIONER];
  const dol = DOL_CASE_TYPES.includes(caseTypeId);
  const activities: WorkflowActivity[] = [
    step('CREATE_CASE', intakeEditors, [BENEFICIARY, BRANCH_MANAGER]),
    step('SUBMIT_BY_BENEFICIARY', [BENEFICIARY], [PETITIONER]),
    step('SUBMIT_TO_LAW_FIRM', [PETITIONER], [ADMIN, BRANCH_MANAGER]),
    ...(LCA_CASE_TYPES.includes(caseTypeId)
      ? [
          step('LCA_REQUEST', intakeEditors, [LCA_MANAGER], { optional: true }),
          step('LCA_SUBMIT', [LCA_MANAGER], [PETITIONER], { optional: true, requires: ['LCA_REQUEST'] }),
        ]
      : []),
    step('ASSIGN_CASE_ADMINISTRATOR', MANAGER_LIST, []),
    step('FIRST_RECEIVER', [FRONT_OFFICE], MANAGER_LIST),
    step('ASSIGN_SUPERVISOR', MANAGER_LIST, [SUPERVISOR], { optional: true }),
    step('ASSIGN_PARALEGAL', MANAGER_LIST, [PARALEGAL], { optional: true }),
    step('ASSIGN_DOCUMENTATION_MANAGER', MANAGER_LIST, DOCUMENTATION_MANAGER_LIST, { optional: true }),
    step('ASSIGN_DOCUMENTATION_EXECUTIVE', DOCUMENTATION_MANAGER_LIST, DOCUMENTATION_EXECUTIVE_LIST, {
      optional: true,
    }),
    step('ASSIGN_ATTORNEY', MANAGER_LIST, [ATTORNEY]),
    step('COLLECT_EVIDENCE', [DOCUMENTATION_EXECUTIVE, PARALEGAL], [ATTORNEY, PETITIONER]),
    step('ASSIGN_CASE_APPROVER', MANAGER_LIST, [ATTORNEY]),
    step('CASE_APPROVED', [ATTORNEY, PARALEGAL], [PETITIONER]),
    step('FILING_FEE', [ATTORNEY, PARALEGAL], [PETITIONER]),
    step('REQUEST_PETITIONER_SIGN', [ATTORNEY], [PETITIONER]),
    step('DOCUMENT_SIGNERS', [PETITIONER], [ATTORNEY]),
    step('SUPERVISOR_FORMS_REVIEW', [SUPERVISOR], [ATTORNEY]),
    ...(dol
      ? [step('UPDATE_DOL_RESPONSE', [PARALEGAL], [ATTORNEY, PETITIONER])]
      : [
          step('SUBMIT_TO_USCIS', [ATTORNEY, PARALEGAL], [PETITIONER]),
          step('COURIER_TRACKING', [FRONT_OFFICE], [ATTORNEY]),
          step('UPDATE_USCIS_RECEIPT_NUMBER', [FRONT_OFFICE], [ATTORNEY, PETITIONER]),
          step('UPDATE_USCIS_RESPONSE', [FRONT_OFFICE, PARALEGAL], [ATTORNEY, PETITIONER, BENEFICIARY]),
        ]),
  ];
  return { typeId: caseTypeId, activities };
};

const findActivity = (workflow: Workflow, code: ActivityCode): WorkflowActivity | undefined =>
  workflow.activities.find((a) => a.code === code);

/** An activity blocks the ones after it unless done, optional-and-not-started, or no-action. */
const isPending = (a: WorkflowActivity, done: ReadonlySet<ActivityCode>): boolean => {
  if (done.has(a.code) || a.actionRequired !== 'Yes') return false;
  if (!a.optional) return true;
  // An optional step with prerequisites becomes due once they are all done (LCA submit after request).
  return (a.requires ?? []).length > 0 && (a.requires ?? []).every((c) => done.has(c));
};

/** The first activity still due, in workflow order; null when the workflow is finished. */
export const nextActivity = (workflow: Workflow, completed: readonly ActivityCode[]): ActivityCode | null => {
  const done = new Set(completed);
  return workflow.activities.find((a) => isPending(a, done))?.code ?? null;
};

const roleName = (roleId: number): string => ROLE_NAMES[roleId as RoleId] ?? `role ${roleId}`;

const joinNames = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/** The editor rule (SPEC §6): editors act; managers (MANAGER_LIST) act on everything. */
const checkEditor = (activity: WorkflowActivity, state: CaseWorkflowState, user: WorkflowUser): RuleResult => {
  if (isManagerRole(user.roleId)) return { ok: true };
  const editorRoles = activity.editors.map((e) => e.roleId);
  const heldRoles = [user.roleId, ...(user.assignments ?? []).map((a) => a.roleId)];
  const matching = heldRoles.filter((r) => editorRoles.includes(r));
  if (matching.length === 0) {
    const names = editorRoles.length ? joinNames(editorRoles.map(roleName)) : 'an administrator';
    return { ok: false, reason: `Only ${names} can complete "${activity.label}".` };
  }
  const assignees = state.assignees ?? [];
  const allowed = matching.some((r) => {
    const forRole = assignees.filter((a) => a.roleId === r);
    return forRole.length === 0 || forRole.some((a) => a.userId === user.userId);
  });
  return allowed
    ? { ok: true }
    : { ok: false, reason: `"${activity.label}" is assigned to another ${roleName(matching[0] as number)}.` };
};

/**
 * May `user` complete `activityCode` now? Checks, in order: the step is in the workflow, not yet
 * done, needs action, is due (no skipping ahead; an optional step may be done while the steps
 * before it are done, once its prerequisites are), and the user is an editor, a manager or admin.
 */
export const canCompleteActivity = (
  workflow: Workflow,
  state: CaseWorkflowState,
  activityCode: ActivityCode,
  user: WorkflowUser,
): RuleResult => {
  const activity = findActivity(workflow, activityCode);
  const label = ACTIVITY_LABELS[activityCode];
  if (!activity) return { ok: false, reason: `"${label}" is not part of this case's workflow.` };
  const done = new Set(state.completedActivities);
  if (done.has(activityCode)) return { ok: false, reason: `"${activity.label}" is already complete.` };
  if (activity.actionRequired !== 'Yes') return { ok: false, reason: `"${activity.label}" needs no action.` };
  const missing = (activity.requires ?? []).find((c) => !done.has(c));
  if (missing) return { ok: false, reason: `Complete "${ACTIVITY_LABELS[missing]}" first.` };
  const next = nextActivity(workflow, state.completedActivities);
  if (next !== activityCode) {
    const index = workflow.activities.indexOf(activity);
    const nextIndex = next ? workflow.activities.findIndex((a) => a.code === next) : workflow.activities.length;
    if (!activity.optional || index > nextIndex) {
      const nextLabel = next ? (findActivity(workflow, next)?.label ?? ACTIVITY_LABELS[next]) : '';
      return { ok: false, reason: `Complete "${nextLabel}" first.` };
    }
  }
  return checkEditor(activity, state, user);
};

/**
 * Status a case takes when an activity is completed (docs/workflow.md has the table); null means
 * the status does not change. A workflow activity's own `status` wins over this table.
 */
export const ACTIVITY_STATUS: Readonly<Record<ActivityCode, number | null>> = {
  CREATE_CASE: 1,
  SUBMIT_BY_BENEFICIARY: 2,
  SUBMIT_TO_LAW_FIRM: 3,
  LCA_REQUEST: null,
  LCA_REQUIRED: null,
  LCA_SUBMIT: null,
  ASSIGN_CASE_ADMINISTRATOR: 3,
  FIRST_RECEIVER: 3,
  ASSIGN_SUPERVISOR: null,
  ASSIGN_PARALEGAL: null,
  ASSIGN_DOCUMENTATION_MANAGER: null,
  ASSIGN_DOCUMENTATION_EXECUTIVE: null,
  ASSIGN_CUSTOM_CASE_NO: null,
  ASSIGN_ATTORNEY: 4,
  COLLECT_EVIDENCE: 5,
  ASSIGN_CASE_APPROVER: 6,
  CASE_APPROVED: 8,
  FILING_FEE: null,
  REQUEST_PETITIONER_SIGN: 9,
  DOCUMENT_SIGNERS: 10,
  SUPERVISOR_FORMS_REVIEW: 11,
  SUBMIT_TO_USCIS: 12,
  COURIER_TRACKING: null,
  UPDATE_USCIS_RECEIPT_NUMBER: 13,
  UPDATE_USCIS_RESPONSE: null,
  USCIS_APPROVED: 22,
  USCIS_RECEIVED_RFE: 24,
  USCIS_DENIED: 23,
  USCIS_WITHDRAWN: 31,
  UPDATE_DOL_RESPONSE: null,
};

/** The status id completing `code` moves the case to, or null to keep the current status. */
export const statusForActivity = (code: ActivityCode, workflow?: Workflow): number | null => {
  const own = workflow ? findActivity(workflow, code)?.status : undefined;
  if (own !== undefined && CASE_STATUS_BY_ID.has(own)) return own;
  return ACTIVITY_STATUS[code];
};

/** SPEC §3 getClosedCases: approved, denied and withdrawn cases are closed. */
export const CLOSED_STATUS_IDS: readonly number[] = [22, 23, 31];

/** Is a case with this status closed (getClosedCases) rather than active (getActiveCases)? */
export const isCaseClosed = (statusId: number | null | undefined): boolean =>
  statusId != null && CLOSED_STATUS_IDS.includes(statusId);

/** A fresh case's workflow state: nothing done, status 1 (Case Started), next step computed. */
export const initialWorkflowState = (
  workflow: Workflow,
  over: Partial<Omit<CaseWorkflowState, 'completedActivities' | 'completionLog' | 'nextWorkflowActivity'>> = {},
): CaseWorkflowState => ({
  statusId: 1,
  completedActivities: [],
  completionLog: [],
  nextWorkflowActivity: nextActivity(workflow, []),
  petitionerSignRequested: false,
  courierTrackingCategory: null,
  allowCustomCaseNo: false,
  scannedCopyCount: 0,
  lcaStatusLogs: [],
  ...over,
});

/**
 * Records `code` as completed by `by` at `at` (ISO) and returns the new state: the next activity
 * is recomputed, the status follows statusForActivity, REQUEST_PETITIONER_SIGN marks the sign
 * request made. Pure; completing an already completed code returns the state unchanged. Call
 * canCompleteActivity first.
 */
export const completeActivity = (
  workflow: Workflow,
  state: CaseWorkflowState,
  code: ActivityCode,
  by: string,
  at: string,
): CaseWorkflowState => {
  if (state.completedActivities.includes(code)) return state;
  const completedActivities = [...state.completedActivities, code];
  return {
    ...state,
    completedActivities,
    completionLog: [...state.completionLog, { code, by, at }],
    nextWorkflowActivity: nextActivity(workflow, completedActivities),
    statusId: statusForActivity(code, workflow) ?? state.statusId,
    petitionerSignRequested: state.petitionerSignRequested || code === 'REQUEST_PETITIONER_SIGN',
  };
};
