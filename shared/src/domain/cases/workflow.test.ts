import {
  ACTIVITY_CODES,
  ADDED_ACTIVITY_CODES,
  SPEC_ACTIVITY_CODES,
  isActivityCode,
  type ActivityCode,
} from './activity-codes';
import {
  ACTIVITY_STATUS,
  ZWorkflow,
  canCompleteActivity,
  completeActivity,
  defaultWorkflow,
  initialWorkflowState,
  isCaseClosed,
  nextActivity,
  statusForActivity,
  type CaseWorkflowState,
  type Workflow,
  type WorkflowUser,
} from './workflow';
import { CASE_STATUS_BY_ID } from '../case-status';

const codes = (w: Workflow): ActivityCode[] => w.activities.map((a) => a.code);
const editorsOf = (w: Workflow, code: ActivityCode): number[] =>
  w.activities.find((a) => a.code === code)?.editors.map((e) => e.roleId) ?? [];
const watchersOf = (w: Workflow, code: ActivityCode): number[] =>
  w.activities.find((a) => a.code === code)?.watchers.map((e) => e.roleId) ?? [];

const user = (roleId: number, userId = `u${roleId}`, assignments?: { roleId: number }[]): WorkflowUser => ({
  roleId,
  userId,
  ...(assignments ? { assignments } : {}),
});

/** Completes steps in order as an admin, asserting each is allowed. */
const run = (w: Workflow, steps: ActivityCode[], from?: CaseWorkflowState): CaseWorkflowState =>
  steps.reduce(
    (s, code, i) => {
      expect(canCompleteActivity(w, s, code, user(3))).toEqual({ ok: true });
      return completeActivity(w, s, code, 'admin', `2026-01-0${(i % 9) + 1}T10:00:00Z`);
    },
    from ?? initialWorkflowState(w),
  );

describe('activity codes', () => {
  it('hold every SPEC §4 code and the added ones, each once', () => {
    expect(SPEC_ACTIVITY_CODES).toHaveLength(20);
    expect(new Set(ACTIVITY_CODES).size).toBe(SPEC_ACTIVITY_CODES.length + ADDED_ACTIVITY_CODES.length);
    expect(isActivityCode('COURIER_TRACKING')).toBe(true);
    expect(isActivityCode('courier_tracking')).toBe(false);
    expect(isActivityCode(3)).toBe(false);
  });
});

describe('defaultWorkflow (SPEC §4 default workflow activities)', () => {
  const h1b = defaultWorkflow(1, 1);

  it('lists the SPEC items in the spec order for an H-1B case', () => {
    expect(codes(h1b)).toEqual([
      'CREATE_CASE',
      'SUBMIT_BY_BENEFICIARY',
      'SUBMIT_TO_LAW_FIRM',
      'LCA_REQUEST',
      'LCA_SUBMIT',
      'ASSIGN_CASE_ADMINISTRATOR',
      'FIRST_RECEIVER',
      'ASSIGN_SUPERVISOR',
      'ASSIGN_PARALEGAL',
      'ASSIGN_DOCUMENTATION_MANAGER',
      'ASSIGN_DOCUMENTATION_EXECUTIVE',
      'ASSIGN_ATTORNEY',
      'COLLECT_EVIDENCE',
      'ASSIGN_CASE_APPROVER',
      'CASE_APPROVED',
      'FILING_FEE',
      'REQUEST_PETITIONER_SIGN',
      'DOCUMENT_SIGNERS',
      'SUPERVISOR_FORMS_REVIEW',
      'SUBMIT_TO_USCIS',
      'COURIER_TRACKING',
      'UPDATE_USCIS_RECEIPT_NUMBER',
      'UPDATE_USCIS_RESPONSE',
    ]);
    expect(ZWorkflow.safeParse(h1b).success).toBe(true);
  });

  it.each<[string, ActivityCode, number[], number[] | null]>([
    ['Create case: Petitioner edits; Beneficiary and Branch Manager watch', 'CREATE_CASE', [50], [51, 4]],
    ['LCA submit (LCA Manager)', 'LCA_SUBMIT', [11], null],
    ['Case administrator list (Admin, Branch Manager)', 'ASSIGN_CASE_ADMINISTRATOR', [3, 4], null],
    ['first receiver (Front Office)', 'FIRST_RECEIVER', [5], null],
    ['Case approved (Attorney, Paralegal)', 'CASE_APPROVED', [6, 8], null],
    ['Filing fee invoice (Attorney, Paralegal)', 'FILING_FEE', [6, 8], null],
    ['Request petitioner signature (Attorney)', 'REQUEST_PETITIONER_SIGN', [6], null],
    ['document signers (Petitioner)', 'DOCUMENT_SIGNERS', [50], null],
    ['Submit to USCIS (Attorney, Paralegal)', 'SUBMIT_TO_USCIS', [6, 8], null],
    ['Courier tracking (Front Office)', 'COURIER_TRACKING', [5], null],
    ['receipt number (Front Office)', 'UPDATE_USCIS_RECEIPT_NUMBER', [5], null],
    ['Update USCIS response (Front Office, Paralegal)', 'UPDATE_USCIS_RESPONSE', [5, 8], null],
    [
      'documentation executive list: assigned by the documentation managers (9)',
      'ASSIGN_DOCUMENTATION_EXECUTIVE',
      [9],
      [10],
    ],
  ])('%s', (_bullet, code, editors, watchers) => {
    expect(editorsOf(h1b, code)).toEqual(editors);
    if (watchers) expect(watchersOf(h1b, code)).toEqual(watchers);
  });

  it('marks LCA request optional (SPEC: "LCA request (optional)")', () => {
    expect(h1b.activities.find((a) => a.code === 'LCA_REQUEST')?.optional).toBe(true);
  });

  it('tenant type 2: create case and LCA request editors become Admin and Branch Manager', () => {
    const w = defaultWorkflow(2, 1);
    expect(editorsOf(w, 'CREATE_CASE')).toEqual([3, 4]);
    expect(editorsOf(w, 'LCA_REQUEST')).toEqual([3, 4]);
    expect(editorsOf(w, 'DOCUMENT_SIGNERS')).toEqual([50]);
  });

  it('update DOL response (Paralegal) ends DOL-filed cases; no LCA steps outside H-1B', () => {
    const perm = defaultWorkflow(1, 3);
    expect(editorsOf(perm, 'UPDATE_DOL_RESPONSE')).toEqual([8]);
    expect(codes(perm)).not.toContain('SUBMIT_TO_USCIS');
    expect(codes(perm)).not.toContain('LCA_REQUEST');
    expect(codes(defaultWorkflow(1, 4))).toContain('UPDATE_USCIS_RESPONSE');
  });
});

describe('nextActivity', () => {
  const w = defaultWorkflow(1, 1);
  it.each<[string, ActivityCode[], ActivityCode | null]>([
    ['nothing done → create case', [], 'CREATE_CASE'],
    [
      'optional LCA steps are skipped',
      ['CREATE_CASE', 'SUBMIT_BY_BENEFICIARY', 'SUBMIT_TO_LAW_FIRM'],
      'ASSIGN_CASE_ADMINISTRATOR',
    ],
    [
      'LCA submit is due once LCA is requested',
      ['CREATE_CASE', 'SUBMIT_BY_BENEFICIARY', 'SUBMIT_TO_LAW_FIRM', 'LCA_REQUEST'],
      'LCA_SUBMIT',
    ],
    ['everything done → null', w.activities.map((a) => a.code), null],
  ])('%s', (_name, completed, expected) => {
    expect(nextActivity(w, completed)).toBe(expected);
  });

  it('skips activities whose actionRequired is No', () => {
    const wf: Workflow = {
      typeId: 1,
      activities: [
        { code: 'CREATE_CASE', label: 'Create', actionRequired: 'No', editors: [], watchers: [] },
        { code: 'SUBMIT_TO_LAW_FIRM', label: 'Submit', actionRequired: 'Yes', editors: [{ roleId: 50 }], watchers: [] },
      ],
    };
    expect(nextActivity(wf, [])).toBe('SUBMIT_TO_LAW_FIRM');
  });
});

describe('canCompleteActivity (SPEC §6 editor rule)', () => {
  const w = defaultWorkflow(1, 1);
  const fresh = initialWorkflowState(w);
  const atAttorney = run(w, [
    'CREATE_CASE',
    'SUBMIT_BY_BENEFICIARY',
    'SUBMIT_TO_LAW_FIRM',
    'ASSIGN_CASE_ADMINISTRATOR',
    'FIRST_RECEIVER',
    'ASSIGN_ATTORNEY',
  ]);

  it.each<[string, CaseWorkflowState, ActivityCode, WorkflowUser, boolean, string | null]>([
    ['an editor (Petitioner) may create the case', fresh, 'CREATE_CASE', user(50), true, null],
    [
      'a non-editor (Attorney) may not',
      fresh,
      'CREATE_CASE',
      user(6),
      false,
      'Only Petitioner can complete "Create Case".',
    ],
    ['admin 3 overrides the editor list', fresh, 'CREATE_CASE', user(3), true, null],
    ['branch manager 4 overrides the editor list', fresh, 'CREATE_CASE', user(4), true, null],
    [
      'out of order is refused, even for an admin',
      fresh,
      'SUBMIT_TO_LAW_FIRM',
      user(3),
      false,
      'Complete "Create Case" first.',
    ],
    ['already completed is refused', atAttorney, 'CREATE_CASE', user(3), false, '"Create Case" is already complete.'],
    [
      'a step outside the workflow is refused',
      fresh,
      'USCIS_APPROVED',
      user(3),
      false,
      '"USCIS Approved" is not part of this case\'s workflow.',
    ],
    ['an optional step before the next one may be done late', atAttorney, 'LCA_REQUEST', user(50), true, null],
    ['LCA submit needs the LCA request', atAttorney, 'LCA_SUBMIT', user(11), false, 'Complete "LCA Request" first.'],
    [
      'an optional step after the next one is out of order',
      fresh,
      'ASSIGN_PARALEGAL',
      user(3),
      false,
      'Complete "Create Case" first.',
    ],
    [
      'a user assigned the editor role on the case may act',
      atAttorney,
      'COLLECT_EVIDENCE',
      user(7, 'u7', [{ roleId: 8 }]),
      true,
      null,
    ],
    ['documentation executive edits collect evidence', atAttorney, 'COLLECT_EVIDENCE', user(10), true, null],
  ])('%s', (_name, state, code, who, ok, reason) => {
    const result = canCompleteActivity(w, state, code, who);
    expect(result.ok).toBe(ok);
    if (reason) expect(result).toEqual({ ok: false, reason });
  });

  it('refuses an activity whose actionRequired is No, even to an admin', () => {
    const wf: Workflow = {
      typeId: 1,
      activities: [
        { code: 'CREATE_CASE', label: 'Create', actionRequired: 'No', editors: [{ roleId: 3 }], watchers: [] },
      ],
    };
    expect(canCompleteActivity(wf, initialWorkflowState(wf), 'CREATE_CASE', user(3))).toEqual({
      ok: false,
      reason: '"Create" needs no action.',
    });
  });

  it('when the case has an assignee for the role, only that user acts in it', () => {
    const state = { ...atAttorney, assignees: [{ roleId: 8, userId: 'para-1' }] };
    expect(canCompleteActivity(w, state, 'COLLECT_EVIDENCE', user(8, 'para-1')).ok).toBe(true);
    expect(canCompleteActivity(w, state, 'COLLECT_EVIDENCE', user(8, 'para-2'))).toEqual({
      ok: false,
      reason: '"Collect Evidence" is assigned to another Paralegal.',
    });
  });
});

describe('completeActivity', () => {
  const w = defaultWorkflow(1, 1);

  it('is pure and records who, when, the next step and the status', () => {
    const s0 = initialWorkflowState(w);
    const s1 = completeActivity(w, s0, 'CREATE_CASE', 'pet-1', '2026-03-01T09:00:00Z');
    expect(s0.completedActivities).toEqual([]);
    expect(s1.completedActivities).toEqual(['CREATE_CASE']);
    expect(s1.completionLog).toEqual([{ code: 'CREATE_CASE', by: 'pet-1', at: '2026-03-01T09:00:00Z' }]);
    expect(s1.nextWorkflowActivity).toBe('SUBMIT_BY_BENEFICIARY');
    expect(s1.statusId).toBe(1);
    const s2 = completeActivity(w, s1, 'SUBMIT_BY_BENEFICIARY', 'ben-1', '2026-03-02T09:00:00Z');
    expect(s2.statusId).toBe(2);
    expect(completeActivity(w, s2, 'CREATE_CASE', 'x', 'y')).toBe(s2);
  });

  it('marks the petitioner sign request made', () => {
    const s = completeActivity(w, initialWorkflowState(w), 'REQUEST_PETITIONER_SIGN', 'att', '2026-03-01T00:00:00Z');
    expect(s.petitionerSignRequested).toBe(true);
    expect(s.statusId).toBe(9);
  });

  it('walks the whole H-1B workflow to the USCIS response step', () => {
    const all = w.activities.filter((a) => !a.optional).map((a) => a.code);
    const s = run(w, all.slice(0, -1));
    expect(s.nextWorkflowActivity).toBe('UPDATE_USCIS_RESPONSE');
    expect(s.statusId).toBe(13);
  });
});

describe('statusForActivity / isCaseClosed', () => {
  it('maps every code to null or one of the 33 statuses', () => {
    for (const code of ACTIVITY_CODES) {
      const status = ACTIVITY_STATUS[code];
      if (status !== null) expect(CASE_STATUS_BY_ID.has(status)).toBe(true);
    }
  });

  it.each<[ActivityCode, number | null]>([
    ['SUBMIT_TO_USCIS', 12],
    ['UPDATE_USCIS_RECEIPT_NUMBER', 13],
    ['USCIS_APPROVED', 22],
    ['USCIS_DENIED', 23],
    ['USCIS_RECEIVED_RFE', 24],
    ['USCIS_WITHDRAWN', 31],
    ['FILING_FEE', null],
  ])('%s → %s', (code, status) => {
    expect(statusForActivity(code)).toBe(status);
  });

  it("prefers the workflow activity's own status", () => {
    const w = defaultWorkflow(1, 1);
    const custom: Workflow = {
      ...w,
      activities: w.activities.map((a) => (a.code === 'FILING_FEE' ? { ...a, status: 8 } : a)),
    };
    expect(statusForActivity('FILING_FEE', custom)).toBe(8);
  });

  it.each<[number | null, boolean]>([
    [22, true],
    [23, true],
    [31, true],
    [24, false],
    [30, false],
    [1, false],
    [null, false],
  ])('isCaseClosed(%s) is %s', (statusId, closed) => {
    expect(isCaseClosed(statusId)).toBe(closed);
  });
});
