import { ROLE, isAdminRole, isInternalRole, type RoleId } from '../roles';
import { ACTIVITY_LABELS, DOCUMENTATION_MANAGER_LIST, isManagerRole, type ActivityCode } from './activity-codes';
import type { CaseWorkflowState, Workflow } from './workflow';

/*
 * SPEC §4 "Case action rules", one function per bullet, named after it. Each returns a boolean
 * (a fact about the case) or a RuleDecision the UI can show. Design: docs/workflow.md.
 */

/** An action decision; `reason` says why not (empty when allowed). */
export interface RuleDecision {
  allowed: boolean;
  reason: string;
}

const allow = (): RuleDecision => ({ allowed: true, reason: '' });
const deny = (reason: string): RuleDecision => ({ allowed: false, reason });

/** The case facts the action rules read. */
export type CaseRuleState = Pick<
  CaseWorkflowState,
  | 'completedActivities'
  | 'nextWorkflowActivity'
  | 'petitionerSignRequested'
  | 'courierTrackingCategory'
  | 'allowCustomCaseNo'
  | 'scannedCopyCount'
  | 'lcaStatusLogs'
>;

const done = (state: Pick<CaseRuleState, 'completedActivities'>, code: ActivityCode): boolean =>
  state.completedActivities.includes(code);

const isEditorOf = (workflow: Workflow, code: ActivityCode, roleId: number): boolean =>
  workflow.activities.some((a) => a.code === code && a.editors.some((e) => e.roleId === roleId));

/** SPEC §4: an admin may approve only when SUBMIT_TO_LAW_FIRM is complete and CASE_APPROVED is neither complete nor next. */
export const canAdminApprove = (
  roleId: number,
  state: Pick<CaseRuleState, 'completedActivities' | 'nextWorkflowActivity'>,
): RuleDecision => {
  if (!isAdminRole(roleId)) return deny('Only an Admin or Branch Manager can approve a case.');
  if (!done(state, 'SUBMIT_TO_LAW_FIRM')) return deny('The case has not been submitted to the law firm yet.');
  if (done(state, 'CASE_APPROVED')) return deny('The case is already approved.');
  if (state.nextWorkflowActivity === 'CASE_APPROVED') {
    return deny('The case is waiting for its approver; approve it from the workflow step.');
  }
  return allow();
};

/** SPEC §4/§6: the roles whose petition editing stops once the case is submitted to the law firm. */
export const PETITION_EDIT_UNTIL_SUBMIT_ROLES: readonly number[] = [ROLE.PETITIONER, ROLE.ADMIN, ROLE.LCA_MANAGER];

/** SPEC §4: once SUBMIT_TO_LAW_FIRM is done, petition editing is blocked for roles 50, 3 and 11. */
export const isPetitionEditBlocked = (roleId: number, state: Pick<CaseRuleState, 'completedActivities'>): boolean =>
  PETITION_EDIT_UNTIL_SUBMIT_ROLES.includes(roleId) && done(state, 'SUBMIT_TO_LAW_FIRM');

/**
 * SPEC §6: roles 50, 3 and 11 may edit a petition until it is submitted to the law firm. Other
 * internal (law-office) roles keep editing; beneficiaries and other external roles never edit.
 */
export const canEditPetition = (roleId: number, state: Pick<CaseRuleState, 'completedActivities'>): RuleDecision => {
  if (isPetitionEditBlocked(roleId, state)) {
    return deny('The petition was submitted to the law firm and can no longer be edited.');
  }
  if (PETITION_EDIT_UNTIL_SUBMIT_ROLES.includes(roleId) || isInternalRole(roleId)) return allow();
  return deny('You cannot edit this petition.');
};

/** The activities whose completion means a USCIS response has been recorded. */
export const USCIS_RESPONSE_CODES: readonly ActivityCode[] = [
  'UPDATE_USCIS_RESPONSE',
  'USCIS_APPROVED',
  'USCIS_RECEIVED_RFE',
  'USCIS_DENIED',
  'USCIS_WITHDRAWN',
];

/** SPEC §4: a USCIS response counts as updated when any of the response, approved, RFE, denied or withdrawn activities is complete. */
export const isUscisResponseUpdated = (state: Pick<CaseRuleState, 'completedActivities'>): boolean =>
  USCIS_RESPONSE_CODES.some((c) => done(state, c));

/** SPEC §4 button texts. */
export const TRACKING_BUTTON_TEXT = {
  receipt: 'Update Receipt Number',
  tracking: 'Update Tracking Info',
} as const;

/** SPEC §4: 'Update Receipt Number' when the next activity is the receipt update, else 'Update Tracking Info'. */
export const trackingButtonText = (nextWorkflowActivity: ActivityCode | null | undefined): string =>
  nextWorkflowActivity === 'UPDATE_USCIS_RECEIPT_NUMBER' ? TRACKING_BUTTON_TEXT.receipt : TRACKING_BUTTON_TEXT.tracking;

/** SPEC §4: the tracking action needs next activity COURIER_TRACKING or the receipt update, a sign request already made, and an editor role or admin. */
export const canUpdateTracking = (
  workflow: Workflow,
  state: Pick<CaseRuleState, 'nextWorkflowActivity' | 'petitionerSignRequested'>,
  roleId: number,
): RuleDecision => {
  const next = state.nextWorkflowActivity;
  if (next !== 'COURIER_TRACKING' && next !== 'UPDATE_USCIS_RECEIPT_NUMBER') {
    return deny('The case is not at the tracking or receipt number step.');
  }
  if (!state.petitionerSignRequested) return deny('Request the petitioner signature first.');
  if (!isAdminRole(roleId) && !isEditorOf(workflow, next, roleId)) {
    return deny(`You are not an editor of "${ACTIVITY_LABELS[next]}".`);
  }
  return allow();
};

/** SPEC §3/§4: the courier tracking category the courier rule requires. */
export const COURIER_TRACKING_CATEGORY = 'UPDATE_TRACKING_NUMBER';

/** SPEC §4: courier tracking needs tracking category UPDATE_TRACKING_NUMBER, ASSIGN_ATTORNEY done, and at least one scanned copy. */
export const canUpdateCourierTracking = (
  state: Pick<CaseRuleState, 'courierTrackingCategory' | 'completedActivities' | 'scannedCopyCount'>,
): RuleDecision => {
  if (state.courierTrackingCategory !== COURIER_TRACKING_CATEGORY) {
    return deny('Courier tracking is not used for this case.');
  }
  if (!done(state, 'ASSIGN_ATTORNEY')) return deny('Assign an attorney first.');
  if (state.scannedCopyCount < 1) return deny('Upload at least one scanned copy first.');
  return allow();
};

/** SPEC §4: submit to USCIS needs next activity UPDATE_USCIS_RESPONSE and at least one scanned copy. */
export const canSubmitToUscis = (
  state: Pick<CaseRuleState, 'nextWorkflowActivity' | 'scannedCopyCount'>,
): RuleDecision => {
  if (state.nextWorkflowActivity !== 'UPDATE_USCIS_RESPONSE') {
    return deny('The case is not ready to be submitted to USCIS.');
  }
  if (state.scannedCopyCount < 1) return deny('Upload at least one scanned copy first.');
  return allow();
};

/** The filing-fee invoice facts, when known. */
export interface FilingFeeInvoiceInfo {
  invoiced: boolean;
  paid: boolean;
}

/**
 * SPEC §4: filing fee is actionable after SUBMIT_TO_LAW_FIRM, by an editor or admin. When invoice
 * info is passed, the FILING_FEE step's flags are enforced: 'file only after invoice' needs an
 * issued invoice, 'file only after payment' a paid one.
 */
export const canActOnFilingFee = (
  workflow: Workflow,
  state: Pick<CaseRuleState, 'completedActivities'>,
  roleId: number,
  invoice?: FilingFeeInvoiceInfo,
): RuleDecision => {
  if (!done(state, 'SUBMIT_TO_LAW_FIRM')) return deny('The case has not been submitted to the law firm yet.');
  if (!isAdminRole(roleId) && !isEditorOf(workflow, 'FILING_FEE', roleId)) {
    return deny(`You are not an editor of "${ACTIVITY_LABELS.FILING_FEE}".`);
  }
  const fee = workflow.activities.find((a) => a.code === 'FILING_FEE');
  if (invoice && fee) {
    if (fee.fileOnlyAfterPayment && !invoice.paid) return deny('File only after the filing fee invoice is paid.');
    if (fee.fileOnlyAfterInvoice && !invoice.invoiced) return deny('File only after the filing fee is invoiced.');
  }
  return allow();
};

/**
 * SPEC §4: when custom case numbers are allowed, the case counts as assigned only when
 * ASSIGN_CUSTOM_CASE_NO is done. Otherwise the number is generated at creation, so it is assigned.
 */
export const isCaseAssigned = (state: Pick<CaseRuleState, 'allowCustomCaseNo' | 'completedActivities'>): boolean =>
  !state.allowCustomCaseNo || done(state, 'ASSIGN_CUSTOM_CASE_NO');

/** SPEC §4: LCA statuses that satisfy the LCA requirement. */
export const LCA_SATISFYING_STATUS_IDS: readonly number[] = [2, 3];

/** SPEC §4: LCA statuses 2 and 3 count as satisfying the LCA requirement. */
export const isLcaRequirementSatisfied = (lcaStatusId: number | null | undefined): boolean =>
  lcaStatusId != null && LCA_SATISFYING_STATUS_IDS.includes(lcaStatusId);

/**
 * SPEC §4: an LCA update is not allowed once CASE_APPROVED is done. Otherwise it is allowed for an
 * admin, for a user who logged LCA status 2 or 3, or through the LCA_SUBMIT editor.
 */
export const canUpdateLca = (
  workflow: Workflow,
  state: Pick<CaseRuleState, 'completedActivities' | 'lcaStatusLogs'>,
  user: { roleId: number; userId: string },
): RuleDecision => {
  if (done(state, 'CASE_APPROVED')) return deny('The case is approved; the LCA can no longer be updated.');
  if (isAdminRole(user.roleId)) return allow();
  if (state.lcaStatusLogs.some((l) => l.createdBy === user.userId && isLcaRequirementSatisfied(l.statusId))) {
    return allow();
  }
  if (isEditorOf(workflow, 'LCA_SUBMIT', user.roleId)) return allow();
  return deny('Only an admin, the LCA submitter or the user who certified the LCA can update it.');
};

/** The staff slots of a case, with the role a slot holds and the workflow step assigning it. */
export const CASE_ROLE_SLOTS = {
  attorney: { label: 'attorney', roleId: ROLE.ATTORNEY, activity: 'ASSIGN_ATTORNEY' },
  paralegal: { label: 'paralegal', roleId: ROLE.PARALEGAL, activity: 'ASSIGN_PARALEGAL' },
  supervisor: { label: 'supervisor', roleId: ROLE.SUPERVISOR, activity: 'ASSIGN_SUPERVISOR' },
  docManager: {
    label: 'documentation manager',
    roleId: ROLE.DOCUMENTATION_MANAGER,
    activity: 'ASSIGN_DOCUMENTATION_MANAGER',
  },
  docExecutive: {
    label: 'documentation executive',
    roleId: ROLE.DOCUMENTATION_EXECUTIVE,
    activity: 'ASSIGN_DOCUMENTATION_EXECUTIVE',
  },
  frontOffice: { label: 'front office user', roleId: ROLE.FRONT_OFFICE, activity: 'FIRST_RECEIVER' },
} as const satisfies Record<string, { label: string; roleId: number; activity: ActivityCode }>;

export type CaseRoleSlot = keyof typeof CASE_ROLE_SLOTS;

/**
 * May `roleId` assign staff to a case slot? MANAGER_LIST (3, 4) assign every slot; the
 * DOCUMENTATION_MANAGER_LIST (9) also assigns the documentation executive.
 */
export const canAssignCaseRole = (slot: CaseRoleSlot, roleId: number): RuleDecision => {
  if (isManagerRole(roleId)) return allow();
  if (slot === 'docExecutive') {
    return DOCUMENTATION_MANAGER_LIST.includes(roleId as RoleId)
      ? allow()
      : deny('Only an Admin, Branch Manager or Documentation Manager can assign the documentation executive.');
  }
  return deny(`Only an Admin or Branch Manager can assign the ${CASE_ROLE_SLOTS[slot].label}.`);
};
