import type { ActivityCode } from './activity-codes';
import {
  CASE_ROLE_SLOTS,
  TRACKING_BUTTON_TEXT,
  canAssignCaseRole,
  canActOnFilingFee,
  canAdminApprove,
  canEditPetition,
  canSubmitToUscis,
  canUpdateCourierTracking,
  canUpdateLca,
  canUpdateTracking,
  isCaseAssigned,
  isLcaRequirementSatisfied,
  isPetitionEditBlocked,
  isUscisResponseUpdated,
  trackingButtonText,
  type CaseRoleSlot,
  type FilingFeeInvoiceInfo,
} from './action-rules';
import { defaultWorkflow, type Workflow } from './workflow';

const w = defaultWorkflow(1, 1);
const withFlags = (flags: { fileOnlyAfterInvoice?: boolean; fileOnlyAfterPayment?: boolean }): Workflow => ({
  ...w,
  activities: w.activities.map((a) => (a.code === 'FILING_FEE' ? { ...a, ...flags } : a)),
});

describe('SPEC §4 "An admin may approve a case only when SUBMIT_TO_LAW_FIRM is complete and CASE_APPROVED is neither complete nor next."', () => {
  it.each<[string, number, ActivityCode[], ActivityCode | null, boolean]>([
    ['admin, submitted, approval not next', 3, ['SUBMIT_TO_LAW_FIRM'], 'FIRST_RECEIVER', true],
    ['branch manager counts as admin', 4, ['SUBMIT_TO_LAW_FIRM'], 'FIRST_RECEIVER', true],
    ['not submitted to the law firm', 3, [], 'SUBMIT_TO_LAW_FIRM', false],
    ['CASE_APPROVED complete', 3, ['SUBMIT_TO_LAW_FIRM', 'CASE_APPROVED'], 'FILING_FEE', false],
    ['CASE_APPROVED next', 3, ['SUBMIT_TO_LAW_FIRM'], 'CASE_APPROVED', false],
    ['not an admin (Attorney)', 6, ['SUBMIT_TO_LAW_FIRM'], 'FIRST_RECEIVER', false],
  ])('%s', (_row, roleId, completedActivities, nextWorkflowActivity, allowed) => {
    const d = canAdminApprove(roleId, { completedActivities, nextWorkflowActivity });
    expect(d.allowed).toBe(allowed);
    expect(d.reason === '').toBe(allowed);
  });
});

describe('SPEC §4 "Once SUBMIT_TO_LAW_FIRM is done, petition editing is blocked for roles 50, 3 and 11."', () => {
  it.each<[number, boolean, boolean]>([
    [50, true, true],
    [3, true, true],
    [11, true, true],
    [50, false, false],
    [3, false, false],
    [11, false, false],
    [6, true, false],
    [4, true, false],
  ])('role %s, submitted %s → blocked %s', (roleId, submitted, blocked) => {
    const s = { completedActivities: submitted ? (['SUBMIT_TO_LAW_FIRM'] as ActivityCode[]) : [] };
    expect(isPetitionEditBlocked(roleId, s)).toBe(blocked);
    expect(canEditPetition(roleId, s).allowed).toBe(!blocked);
  });

  it('beneficiaries never edit the petition', () => {
    expect(canEditPetition(51, { completedActivities: [] }).allowed).toBe(false);
  });
});

describe('SPEC §4 "A USCIS response counts as updated when any of the response, approved, RFE, denied or withdrawn activities is complete."', () => {
  it.each<[ActivityCode[], boolean]>([
    [['UPDATE_USCIS_RESPONSE'], true],
    [['USCIS_APPROVED'], true],
    [['USCIS_RECEIVED_RFE'], true],
    [['USCIS_DENIED'], true],
    [['USCIS_WITHDRAWN'], true],
    [['SUBMIT_TO_USCIS', 'UPDATE_USCIS_RECEIPT_NUMBER'], false],
    [[], false],
  ])('%j → %s', (completedActivities, updated) => {
    expect(isUscisResponseUpdated({ completedActivities })).toBe(updated);
  });
});

describe("SPEC §4 \"The tracking action button reads 'Update Receipt Number' when the next activity is the receipt update, else 'Update Tracking Info'.\"", () => {
  it.each<[ActivityCode | null, string]>([
    ['UPDATE_USCIS_RECEIPT_NUMBER', 'Update Receipt Number'],
    ['COURIER_TRACKING', 'Update Tracking Info'],
    [null, 'Update Tracking Info'],
  ])('next %s → %s', (next, text) => {
    expect(trackingButtonText(next)).toBe(text);
  });
  it('exposes the two texts', () => {
    expect(Object.values(TRACKING_BUTTON_TEXT)).toEqual(['Update Receipt Number', 'Update Tracking Info']);
  });
});

describe('SPEC §4 "The tracking action needs next activity COURIER_TRACKING or the receipt update, a sign request already made, and an editor role or admin."', () => {
  it.each<[string, ActivityCode | null, boolean, number, boolean]>([
    ['courier next, signed, Front Office editor', 'COURIER_TRACKING', true, 5, true],
    ['receipt next, signed, Front Office editor', 'UPDATE_USCIS_RECEIPT_NUMBER', true, 5, true],
    ['courier next, signed, admin', 'COURIER_TRACKING', true, 3, true],
    ['courier next, signed, not an editor (Attorney)', 'COURIER_TRACKING', true, 6, false],
    ['sign request not made', 'COURIER_TRACKING', false, 5, false],
    ['next is something else', 'SUBMIT_TO_USCIS', true, 3, false],
  ])('%s', (_row, nextWorkflowActivity, petitionerSignRequested, roleId, allowed) => {
    expect(canUpdateTracking(w, { nextWorkflowActivity, petitionerSignRequested }, roleId).allowed).toBe(allowed);
  });
});

describe('SPEC §4 "Courier tracking needs tracking category UPDATE_TRACKING_NUMBER, ASSIGN_ATTORNEY done, and at least one scanned copy."', () => {
  it.each<[string, string | null, ActivityCode[], number, boolean]>([
    ['all three met', 'UPDATE_TRACKING_NUMBER', ['ASSIGN_ATTORNEY'], 1, true],
    ['other category', 'OTHER', ['ASSIGN_ATTORNEY'], 1, false],
    ['no category', null, ['ASSIGN_ATTORNEY'], 2, false],
    ['attorney not assigned', 'UPDATE_TRACKING_NUMBER', [], 1, false],
    ['no scanned copy', 'UPDATE_TRACKING_NUMBER', ['ASSIGN_ATTORNEY'], 0, false],
  ])('%s', (_row, courierTrackingCategory, completedActivities, scannedCopyCount, allowed) => {
    expect(canUpdateCourierTracking({ courierTrackingCategory, completedActivities, scannedCopyCount }).allowed).toBe(
      allowed,
    );
  });
});

describe('SPEC §4 "Submit to USCIS needs next activity UPDATE_USCIS_RESPONSE and at least one scanned copy."', () => {
  it.each<[ActivityCode | null, number, boolean]>([
    ['UPDATE_USCIS_RESPONSE', 1, true],
    ['UPDATE_USCIS_RESPONSE', 0, false],
    ['COURIER_TRACKING', 3, false],
    [null, 1, false],
  ])('next %s with %s scanned copies → %s', (nextWorkflowActivity, scannedCopyCount, allowed) => {
    expect(canSubmitToUscis({ nextWorkflowActivity, scannedCopyCount }).allowed).toBe(allowed);
  });
});

describe('SPEC §4 "Filing fee is actionable after SUBMIT_TO_LAW_FIRM, by an editor or admin." (+ file only after invoice / payment)', () => {
  const submitted: ActivityCode[] = ['SUBMIT_TO_LAW_FIRM'];
  it.each<[string, Workflow, ActivityCode[], number, FilingFeeInvoiceInfo | undefined, boolean, string]>([
    ['editor (Attorney) after submission', w, submitted, 6, undefined, true, ''],
    ['editor (Paralegal) after submission', w, submitted, 8, undefined, true, ''],
    ['admin after submission', w, submitted, 4, undefined, true, ''],
    ['before submission', w, [], 6, undefined, false, 'The case has not been submitted to the law firm yet.'],
    [
      'not an editor (Front Office)',
      w,
      submitted,
      5,
      undefined,
      false,
      'You are not an editor of "Filing Fee Invoice".',
    ],
    [
      "'file only after invoice', not invoiced",
      withFlags({ fileOnlyAfterInvoice: true }),
      submitted,
      6,
      { invoiced: false, paid: false },
      false,
      'File only after the filing fee is invoiced.',
    ],
    [
      "'file only after invoice', invoiced",
      withFlags({ fileOnlyAfterInvoice: true }),
      submitted,
      6,
      { invoiced: true, paid: false },
      true,
      '',
    ],
    [
      "'file only after payment', invoiced but unpaid",
      withFlags({ fileOnlyAfterPayment: true }),
      submitted,
      6,
      { invoiced: true, paid: false },
      false,
      'File only after the filing fee invoice is paid.',
    ],
    [
      "'file only after payment', paid",
      withFlags({ fileOnlyAfterPayment: true }),
      submitted,
      3,
      { invoiced: true, paid: true },
      true,
      '',
    ],
    [
      'flags are not enforced without invoice info',
      withFlags({ fileOnlyAfterPayment: true }),
      submitted,
      6,
      undefined,
      true,
      '',
    ],
  ])('%s', (_row, workflow, completedActivities, roleId, invoice, allowed, reason) => {
    expect(canActOnFilingFee(workflow, { completedActivities }, roleId, invoice)).toEqual({ allowed, reason });
  });
});

describe('SPEC §4 "Custom case number: when allowed, the case counts as assigned only when ASSIGN_CUSTOM_CASE_NO is done."', () => {
  it.each<[boolean, ActivityCode[], boolean]>([
    [true, ['ASSIGN_CUSTOM_CASE_NO'], true],
    [true, ['ASSIGN_ATTORNEY'], false],
    [false, [], true],
  ])('allowCustomCaseNo %s, done %j → assigned %s', (allowCustomCaseNo, completedActivities, assigned) => {
    expect(isCaseAssigned({ allowCustomCaseNo, completedActivities })).toBe(assigned);
  });
});

describe('SPEC §4 "An LCA update is not allowed once CASE_APPROVED is done. Otherwise it is allowed for an admin, for a user who logged LCA status 2 or 3, or through the LCA_SUBMIT editor."', () => {
  const logs = [
    { statusId: 2, createdBy: 'u-cert' },
    { statusId: 3, createdBy: 'u-cert3' },
    { statusId: 1, createdBy: 'u-draft' },
  ];
  it.each<[string, ActivityCode[], number, string, boolean]>([
    ['admin', [], 3, 'a', true],
    ['admin after CASE_APPROVED', ['CASE_APPROVED'], 3, 'a', false],
    ['user who logged status 2', [], 6, 'u-cert', true],
    ['user who logged status 3', [], 8, 'u-cert3', true],
    ['user who logged only status 1', [], 8, 'u-draft', false],
    ['LCA_SUBMIT editor (LCA Manager)', [], 11, 'x', true],
    ['LCA_SUBMIT editor after CASE_APPROVED', ['CASE_APPROVED'], 11, 'x', false],
    ['anyone else', [], 5, 'x', false],
  ])('%s', (_row, completedActivities, roleId, userId, allowed) => {
    expect(canUpdateLca(w, { completedActivities, lcaStatusLogs: logs }, { roleId, userId }).allowed).toBe(allowed);
  });
});

describe('SPEC §4 "LCA statuses 2 and 3 count as satisfying the LCA requirement."', () => {
  it.each<[number | null, boolean]>([
    [1, false],
    [2, true],
    [3, true],
    [4, false],
    [null, false],
  ])('LCA status %s → %s', (statusId, ok) => {
    expect(isLcaRequirementSatisfied(statusId)).toBe(ok);
  });
});

describe('canAssignCaseRole: MANAGER_LIST assigns every slot, DOCUMENTATION_MANAGER_LIST the documentation executive', () => {
  it.each<[CaseRoleSlot, number, boolean, string]>([
    ['attorney', 3, true, ''],
    ['attorney', 4, true, ''],
    ['frontOffice', 4, true, ''],
    ['docExecutive', 3, true, ''],
    ['docExecutive', 9, true, ''],
    ['docManager', 9, false, 'Only an Admin or Branch Manager can assign the documentation manager.'],
    ['attorney', 6, false, 'Only an Admin or Branch Manager can assign the attorney.'],
    ['paralegal', 8, false, 'Only an Admin or Branch Manager can assign the paralegal.'],
    ['supervisor', 50, false, 'Only an Admin or Branch Manager can assign the supervisor.'],
    ['frontOffice', 5, false, 'Only an Admin or Branch Manager can assign the front office user.'],
    [
      'docExecutive',
      10,
      false,
      'Only an Admin, Branch Manager or Documentation Manager can assign the documentation executive.',
    ],
  ])('%s by role %s → %s', (slot, roleId, allowed, reason) => {
    expect(canAssignCaseRole(slot, roleId)).toEqual({ allowed, reason });
  });

  it('each slot names its role and the workflow step that assigns it', () => {
    expect(CASE_ROLE_SLOTS.attorney).toEqual({ label: 'attorney', roleId: 6, activity: 'ASSIGN_ATTORNEY' });
    expect(CASE_ROLE_SLOTS.docExecutive.activity).toBe('ASSIGN_DOCUMENTATION_EXECUTIVE');
  });
});
