import type { TCaseDetails } from 'shared/contract';
import { TRACKING_BUTTON_TEXT } from 'shared/domain';
import { makeCase, stepsBefore, USERS } from '../testing/fixtures';
import { caseActions, canAssign, workflowSteps, type Viewer } from '../utils/caseRules';

/*
 * Action availability and the reasons shown, per role, read from SPEC §4's rules through the
 * domain functions. Roles: 3 Admin, 4 Branch Manager, 5 Front Office, 6 Attorney, 8 Paralegal,
 * 11 LCA Manager, 51 Beneficiary.
 */

const as = (roleId: number, userId = `u-role-${roleId}`): Viewer => ({ roleId, userId });
const step = (c: TCaseDetails, viewer: Viewer, code: string) => workflowSteps(c, viewer).find((s) => s.code === code);

describe('assigning staff (assign-a-role)', () => {
  const atAttorney = makeCase(stepsBefore('ASSIGN_ATTORNEY'));
  test.each([
    [3, true, ''],
    [4, true, ''],
    [6, false, 'Only an Admin or Branch Manager can assign the attorney.'],
    [8, false, 'Only an Admin or Branch Manager can assign the attorney.'],
    [9, false, 'Only an Admin or Branch Manager can assign the attorney.'],
  ])('role %i: assign the attorney at the ASSIGN_ATTORNEY step → %s', (roleId, allowed, reason) => {
    expect(atAttorney.nextWorkflowActivity).toBe('ASSIGN_ATTORNEY');
    const s = step(atAttorney, as(roleId), 'ASSIGN_ATTORNEY');
    expect(s?.action).toMatchObject({ kind: 'assign', field: 'attorney', label: 'Assign attorney', decision: { allowed, reason } });
  });

  test.each([
    [9, 'docExecutive', true],
    [9, 'attorney', false],
    [3, 'frontOffice', true],
    [6, 'paralegal', false],
  ] as const)('role %i may assign %s: %s', (roleId, field, allowed) => {
    expect(canAssign(field, as(roleId)).allowed).toBe(allowed);
  });

  test('staff can be assigned before the step is due; other steps not yet due say which step comes first', () => {
    const early = makeCase(['CREATE_CASE']);
    expect(step(early, as(3), 'ASSIGN_ATTORNEY')?.action?.decision).toEqual({ allowed: true, reason: '' });
    expect(step(early, as(3), 'COLLECT_EVIDENCE')?.action?.decision).toEqual({ allowed: false, reason: 'Complete "Submit by Beneficiary" first.' });
  });

  test('once the slot is filled, a due ASSIGN_* step is marked complete instead', () => {
    const filled = makeCase(stepsBefore('ASSIGN_ATTORNEY'), { attorney: USERS.attorney });
    expect(step(filled, as(3), 'ASSIGN_ATTORNEY')?.action).toMatchObject({ kind: 'complete', decision: { allowed: true } });
  });
});

describe('completing a step (editor rule)', () => {
  const atApproval = makeCase(stepsBefore('CASE_APPROVED'), { attorney: USERS.attorney });
  test.each([
    [3, 'u-x', true, ''],
    [6, USERS.attorney.id, true, ''],
    [6, 'u-other-attorney', false, '"Case Approved" is assigned to another Attorney.'],
    [8, 'u-para', true, ''],
    [5, 'u-fo', false, 'Only Attorney or Paralegal can complete "Case Approved".'],
    [51, 'u-ben', false, 'Only Attorney or Paralegal can complete "Case Approved".'],
  ])('role %i (%s) on CASE_APPROVED → %s', (roleId, userId, allowed, reason) => {
    expect(step(atApproval, as(roleId, userId), 'CASE_APPROVED')?.action).toMatchObject({ kind: 'complete', decision: { allowed, reason } });
  });

  test('done steps carry who and when, and no action', () => {
    const s = step(atApproval, as(3), 'CREATE_CASE');
    expect(s).toMatchObject({ done: true, byName: USERS.admin.name, action: null });
    expect(s?.at).toMatch(/^2026-11-/);
  });
});

describe('tracking (SPEC §4 button text and conditions)', () => {
  const courier = (over: Partial<TCaseDetails> = {}) =>
    makeCase(stepsBefore('COURIER_TRACKING'), {
      scannedCopyCount: 1,
      courierTracking: { carrierId: null, carrierName: null, trackingNumber: null, category: 'UPDATE_TRACKING_NUMBER', trackingUrl: null },
      ...over,
    });

  test('the text is Update Tracking Info at the courier step and Update Receipt Number at the receipt step', () => {
    expect(caseActions(courier(), as(5)).tracking.label).toBe(TRACKING_BUTTON_TEXT.tracking);
    const receipt = makeCase(stepsBefore('UPDATE_USCIS_RECEIPT_NUMBER'));
    expect(receipt.nextWorkflowActivity).toBe('UPDATE_USCIS_RECEIPT_NUMBER');
    expect(caseActions(receipt, as(5)).tracking.label).toBe(TRACKING_BUTTON_TEXT.receipt);
  });

  test.each([
    ['front office at the courier step', courier(), 5, true, ''],
    ['an admin at the courier step', courier(), 3, true, ''],
    ['the attorney (not an editor)', courier(), 6, false, 'You are not an editor of "Courier Tracking".'],
    ['no sign request yet', courier({ petitionerSignRequested: false }), 5, false, 'Request the petitioner signature first.'],
    ['courier not used', courier({ courierTracking: { carrierId: null, carrierName: null, trackingNumber: null, category: null, trackingUrl: null } }), 5, false, 'Courier tracking is not used for this case.'],
    ['no scanned copy', courier({ scannedCopyCount: 0 }), 5, false, 'Upload at least one scanned copy first.'],
    ['case not at a tracking step', makeCase(stepsBefore('SUBMIT_TO_USCIS')), 5, false, 'The case is not at the tracking or receipt number step.'],
  ] as const)('%s → %s', (_name, c, roleId, allowed, reason) => {
    expect(caseActions(c, as(roleId)).tracking.decision).toEqual({ allowed, reason });
  });
});

describe('Submit to USCIS, USCIS response, admin approval, filing fee, edit', () => {
  test.each([
    [6, 1, true, ''],
    [6, 0, false, 'Upload at least one scanned copy first.'],
    [5, 1, false, 'Only Attorney or Paralegal can complete "Submit to USCIS".'],
  ])('Submit to USCIS: role %i with %i scanned copies → %s', (roleId, copies, allowed, reason) => {
    const c = makeCase(stepsBefore('SUBMIT_TO_USCIS'), { scannedCopyCount: copies });
    expect(caseActions(c, as(roleId)).submitToUscis).toEqual({ allowed, reason });
  });

  test.each([
    [8, true, ''],
    [5, true, ''],
    [6, false, 'Only Front Office User or Paralegal can complete "Update USCIS Response".'],
  ])('USCIS response at its step: role %i → %s', (roleId, allowed, reason) => {
    const c = makeCase(stepsBefore('UPDATE_USCIS_RESPONSE'));
    expect(caseActions(c, as(roleId)).uscisResponse).toEqual({ allowed, reason });
  });

  test('nothing follows a final USCIS decision; an RFE case answers on its parent', () => {
    const approved = makeCase([...stepsBefore('UPDATE_USCIS_RESPONSE'), 'UPDATE_USCIS_RESPONSE', 'USCIS_APPROVED']);
    expect(caseActions(approved, as(3)).uscisResponse.reason).toBe('A final USCIS decision is already recorded for this case.');
    const rfe = makeCase(['CREATE_CASE'], { kind: 'rfe' });
    expect(caseActions(rfe, as(3)).uscisResponse.reason).toBe('Record the USCIS response on the original case, not on its RFE case.');
  });

  test.each([
    ['admin after submit to law firm', stepsBefore('ASSIGN_CASE_ADMINISTRATOR'), 3, true, ''],
    ['attorney', stepsBefore('ASSIGN_CASE_ADMINISTRATOR'), 6, false, 'Only an Admin or Branch Manager can approve a case.'],
    ['admin before submit to law firm', ['CREATE_CASE'], 3, false, 'The case has not been submitted to the law firm yet.'],
    ['admin when CASE_APPROVED is next', stepsBefore('CASE_APPROVED'), 3, false, 'The case is waiting for its approver; approve it from the workflow step.'],
  ] as const)('admin approval: %s → %s', (_n, done, roleId, allowed, reason) => {
    expect(caseActions(makeCase(done), as(roleId)).adminApproval).toEqual({ allowed, reason });
  });

  test.each([
    ['before submit to law firm', ['CREATE_CASE'], 6, false, 'The case has not been submitted to the law firm yet.'],
    ['front office after submit', stepsBefore('FILING_FEE'), 5, false, 'You are not an editor of "Filing Fee Invoice".'],
    ['attorney at the fee step', stepsBefore('FILING_FEE'), 6, true, ''],
  ] as const)('filing fee: %s → %s', (_n, done, roleId, allowed, reason) => {
    expect(caseActions(makeCase(done), as(roleId)).filingFee).toEqual({ allowed, reason });
  });

  test.each([
    [3, ['CREATE_CASE'], true, ''],
    [3, stepsBefore('ASSIGN_CASE_ADMINISTRATOR'), false, 'The petition was submitted to the law firm and can no longer be edited.'],
    [11, stepsBefore('ASSIGN_CASE_ADMINISTRATOR'), false, 'The petition was submitted to the law firm and can no longer be edited.'],
    [50, stepsBefore('ASSIGN_CASE_ADMINISTRATOR'), false, 'The petition was submitted to the law firm and can no longer be edited.'],
    [6, stepsBefore('ASSIGN_CASE_ADMINISTRATOR'), true, ''],
    [51, ['CREATE_CASE'], false, 'You cannot edit this petition.'],
  ] as const)('edit: role %i → %s', (roleId, done, allowed, reason) => {
    expect(caseActions(makeCase(done), as(roleId)).edit).toEqual({ allowed, reason });
  });

  test('follow-on actions come from the domain list; beneficiaries cannot create them', () => {
    const approved = makeCase([...stepsBefore('UPDATE_USCIS_RESPONSE'), 'UPDATE_USCIS_RESPONSE', 'USCIS_APPROVED'], { subTypeId: 1 });
    const staff = caseActions(approved, as(6)).followOns;
    expect(staff.decision.allowed).toBe(true);
    expect(staff.actions.map((a) => a.label)).toEqual(expect.arrayContaining([expect.stringMatching(/H1B extension/i)]));
    expect(caseActions(approved, as(51)).followOns.decision).toEqual({ allowed: false, reason: 'Only the law firm’s staff can create follow-on cases.' });
    const denied = makeCase(['CREATE_CASE'], { statusId: 23 });
    expect(caseActions(denied, as(6)).followOns.decision.reason).toBe('No follow-on case can be created from this case.');
  });
});

test('each tracking step carries its own SPEC text; the receipt step waits for the courier step', () => {
  const c = makeCase(stepsBefore('COURIER_TRACKING'), {
    scannedCopyCount: 1,
    courierTracking: { carrierId: null, carrierName: null, trackingNumber: null, category: 'UPDATE_TRACKING_NUMBER', trackingUrl: null },
  });
  const steps = workflowSteps(c, as(3));
  expect(steps.find((s) => s.code === 'COURIER_TRACKING')?.action).toMatchObject({ label: TRACKING_BUTTON_TEXT.tracking, decision: { allowed: true } });
  expect(steps.find((s) => s.code === 'UPDATE_USCIS_RECEIPT_NUMBER')?.action).toMatchObject({
    label: TRACKING_BUTTON_TEXT.receipt,
    decision: { allowed: false, reason: 'Complete "Courier Tracking" first.' },
  });
  expect(workflowSteps(c, as(6)).find((s) => s.code === 'COURIER_TRACKING')?.action?.decision).toEqual({
    allowed: false,
    reason: 'You are not an editor of "Courier Tracking".',
  });
});
