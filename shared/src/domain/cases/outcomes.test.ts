import type { ActivityCode } from './activity-codes';
import {
  USCIS_OUTCOMES,
  ZUscisOutcome,
  canRecordUscisOutcome,
  recordUscisOutcome,
  rfeCaseFor,
  type TUscisOutcome,
} from './outcomes';
import { defaultWorkflow, initialWorkflowState, isCaseClosed, nextActivity, type CaseWorkflowState } from './workflow';

const w = defaultWorkflow(1, 1);
const required = w.activities.filter((a) => !a.optional).map((a) => a.code);
const atResponse: CaseWorkflowState = {
  ...initialWorkflowState(w),
  completedActivities: required.slice(0, -1),
  nextWorkflowActivity: 'UPDATE_USCIS_RESPONSE',
  statusId: 13,
};
const approved: TUscisOutcome = {
  kind: 'approved',
  noticeDate: '2026-05-01',
  validFrom: '2026-10-01',
  validTo: '2029-09-30',
};
const rfe: TUscisOutcome = { kind: 'rfe', noticeDate: '2026-05-01', responseDueDate: '2026-07-24' };
const noid: TUscisOutcome = { kind: 'noid', noticeDate: '2026-05-01', responseDueDate: '2026-06-01' };
const denied: TUscisOutcome = { kind: 'denied', noticeDate: '2026-05-01' };
const withdrawn: TUscisOutcome = { kind: 'withdrawn', noticeDate: '2026-05-01' };
const paralegal = { roleId: 8, userId: 'p1' };

describe('USCIS outcomes → activity code and status', () => {
  it.each<[TUscisOutcome, ActivityCode, number, boolean]>([
    [approved, 'USCIS_APPROVED', 22, true],
    [rfe, 'USCIS_RECEIVED_RFE', 24, false],
    [noid, 'USCIS_RECEIVED_RFE', 30, false],
    [denied, 'USCIS_DENIED', 23, true],
    [withdrawn, 'USCIS_WITHDRAWN', 31, true],
  ])('%j', (outcome, code, statusId, closed) => {
    expect(USCIS_OUTCOMES[outcome.kind]).toMatchObject({ code, statusId });
    const s = recordUscisOutcome(atResponse, outcome, 'p1', '2026-05-02T10:00:00Z');
    expect(s.completedActivities.slice(-2)).toEqual(['UPDATE_USCIS_RESPONSE', code]);
    expect(s.statusId).toBe(statusId);
    expect(isCaseClosed(s.statusId)).toBe(closed);
    expect(nextActivity(w, s.completedActivities)).toBeNull();
    expect(atResponse.completedActivities).not.toContain(code);
  });

  it('after an RFE the approval is recorded on the same case', () => {
    const afterRfe = recordUscisOutcome(atResponse, rfe, 'p1', '2026-05-02T10:00:00Z');
    expect(canRecordUscisOutcome(w, afterRfe, paralegal)).toEqual({ ok: true });
    const s = recordUscisOutcome(afterRfe, approved, 'p1', '2026-08-01T10:00:00Z');
    expect(s.completedActivities.filter((c) => c === 'UPDATE_USCIS_RESPONSE')).toHaveLength(1);
    expect(s.completedActivities).toEqual(expect.arrayContaining(['USCIS_RECEIVED_RFE', 'USCIS_APPROVED']));
    expect(s.completionLog.map((l) => l.code).slice(-3)).toEqual([
      'UPDATE_USCIS_RESPONSE',
      'USCIS_RECEIVED_RFE',
      'USCIS_APPROVED',
    ]);
    expect(s.statusId).toBe(22);
  });

  it('a NOID after an RFE is logged again without duplicating the code', () => {
    const afterRfe = recordUscisOutcome(atResponse, rfe, 'p1', '2026-05-02T10:00:00Z');
    const s = recordUscisOutcome(afterRfe, noid, 'p1', '2026-08-01T10:00:00Z');
    expect(s.completedActivities.filter((c) => c === 'USCIS_RECEIVED_RFE')).toHaveLength(1);
    expect(s.completionLog.filter((l) => l.code === 'USCIS_RECEIVED_RFE')).toHaveLength(2);
    expect(s.statusId).toBe(30);
  });
});

describe('canRecordUscisOutcome', () => {
  it.each<[string, CaseWorkflowState, { roleId: number; userId: string }, boolean, string | null]>([
    ['paralegal at the response step', atResponse, paralegal, true, null],
    ['front office at the response step', atResponse, { roleId: 5, userId: 'f' }, true, null],
    ['admin at the response step', atResponse, { roleId: 3, userId: 'a' }, true, null],
    [
      'attorney is not an editor',
      atResponse,
      { roleId: 6, userId: 'x' },
      false,
      'Only Front Office User or Paralegal can complete "Update USCIS Response".',
    ],
    ['before the response step', initialWorkflowState(w), paralegal, false, 'Complete "Create Case" first.'],
    [
      'after a final decision',
      recordUscisOutcome(atResponse, denied, 'p1', '2026-05-02T10:00:00Z'),
      { roleId: 3, userId: 'a' },
      false,
      'A final USCIS decision is already recorded for this case.',
    ],
    [
      'attorney after an RFE',
      recordUscisOutcome(atResponse, rfe, 'p1', '2026-05-02T10:00:00Z'),
      { roleId: 6, userId: 'x' },
      false,
      'You are not an editor of "Update USCIS Response".',
    ],
  ])('%s', (_row, state, user, ok, reason) => {
    const r = canRecordUscisOutcome(w, state, user);
    expect(r.ok).toBe(ok);
    if (reason) expect(r).toEqual({ ok: false, reason });
  });

  it('refuses DOL-filed cases', () => {
    const perm = defaultWorkflow(1, 3);
    expect(canRecordUscisOutcome(perm, initialWorkflowState(perm), paralegal)).toEqual({
      ok: false,
      reason: 'This case is not filed with USCIS.',
    });
  });
});

describe('rfeCaseFor: RFE received ⇒ the RFE case (type 8) with its deadline', () => {
  const parent = { id: 'case-1', petitionerId: 'pet-1', beneficiaryId: 'ben-1', branchId: null };
  it('RFE → RFE Response case due on the response due date', () => {
    expect(rfeCaseFor(parent, rfe)).toEqual({
      typeId: 8,
      subTypeId: 22,
      parentId: 'case-1',
      deadlineDate: '2026-07-24',
      responseDueDate: '2026-07-24',
      noticeDate: '2026-05-01',
      petitionerId: 'pet-1',
      beneficiaryId: 'ben-1',
      branchId: null,
      statusId: 24,
    });
  });
  it('NOID → NOID Response case', () => {
    expect(rfeCaseFor(parent, noid)).toMatchObject({ subTypeId: 23, deadlineDate: '2026-06-01', statusId: 30 });
  });
  it.each([approved, denied, withdrawn])('%j opens no RFE case', (o) => {
    expect(rfeCaseFor(parent, o)).toBeNull();
  });
});

describe('ZUscisOutcome', () => {
  it.each<[string, unknown, boolean]>([
    ['approved', approved, true],
    ['approved with validity reversed', { ...approved, validFrom: '2030-01-01' }, false],
    ['rfe due before notice', { ...rfe, responseDueDate: '2026-04-01' }, false],
    ['rfe without due date', { kind: 'rfe', noticeDate: '2026-05-01' }, false],
    ['unknown kind', { kind: 'lost', noticeDate: '2026-05-01' }, false],
    ['bad date', { kind: 'denied', noticeDate: '05/01/2026' }, false],
  ])('%s → %s', (_name, value, ok) => {
    expect(ZUscisOutcome.safeParse(value).success).toBe(ok);
  });
});
