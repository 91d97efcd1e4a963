import { z } from 'zod';
import { isManagerRole, type ActivityCode } from './activity-codes';
import { CASE_SUB_TYPE, CASE_TYPE } from './case-types';
import {
  canCompleteActivity,
  type CaseWorkflowState,
  type RuleResult,
  type Workflow,
  type WorkflowUser,
} from './workflow';

/*
 * USCIS responses (SPEC §4 "Outcomes"): what the case records when USCIS answers. Each kind maps
 * to an outcome activity code and a case status; an RFE (or NOID) also opens an RFE case (type 8)
 * whose deadline is the response due date. Design: docs/workflow.md.
 */

const ZIsoDate = z.iso.date({ message: 'Date must be in YYYY-MM-DD format' });

export const ZUscisOutcome = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('approved'), noticeDate: ZIsoDate, validFrom: ZIsoDate, validTo: ZIsoDate })
    .refine((o) => o.validFrom <= o.validTo, { message: 'Valid to must not be before valid from', path: ['validTo'] }),
  z
    .object({ kind: z.literal('rfe'), noticeDate: ZIsoDate, responseDueDate: ZIsoDate })
    .refine((o) => o.noticeDate <= o.responseDueDate, {
      message: 'The response due date must not be before the notice date',
      path: ['responseDueDate'],
    }),
  z
    .object({ kind: z.literal('noid'), noticeDate: ZIsoDate, responseDueDate: ZIsoDate })
    .refine((o) => o.noticeDate <= o.responseDueDate, {
      message: 'The response due date must not be before the notice date',
      path: ['responseDueDate'],
    }),
  z.object({ kind: z.literal('denied'), noticeDate: ZIsoDate }),
  z.object({ kind: z.literal('withdrawn'), noticeDate: ZIsoDate }),
]);
export type TUscisOutcome = z.infer<typeof ZUscisOutcome>;
export type UscisOutcomeKind = TUscisOutcome['kind'];

/** Per kind: the activity recorded, the status the case takes, whether the decision is final. */
export const USCIS_OUTCOMES: Readonly<
  Record<UscisOutcomeKind, { code: ActivityCode; statusId: number; final: boolean; label: string }>
> = {
  approved: { code: 'USCIS_APPROVED', statusId: 22, final: true, label: 'Approved' },
  rfe: { code: 'USCIS_RECEIVED_RFE', statusId: 24, final: false, label: 'RFE Received' },
  /** A Notice of Intent to Deny is answered like an RFE (RFE case, NOID sub-type); status 30 NOID. */
  noid: { code: 'USCIS_RECEIVED_RFE', statusId: 30, final: false, label: 'NOID' },
  denied: { code: 'USCIS_DENIED', statusId: 23, final: true, label: 'Denied' },
  withdrawn: { code: 'USCIS_WITHDRAWN', statusId: 31, final: true, label: 'Withdrawn' },
};

const FINAL_CODES: readonly ActivityCode[] = ['USCIS_APPROVED', 'USCIS_DENIED', 'USCIS_WITHDRAWN'];

/**
 * May `user` record a USCIS response on this case? The first response needs UPDATE_USCIS_RESPONSE
 * to be the next activity and the user to be its editor (or a manager). After an RFE or NOID the
 * later responses (approval, denial, another RFE…) are recorded on the same case by the same
 * editors. Nothing may follow a final decision (approved, denied, withdrawn).
 */
export const canRecordUscisOutcome = (workflow: Workflow, state: CaseWorkflowState, user: WorkflowUser): RuleResult => {
  const activity = workflow.activities.find((a) => a.code === 'UPDATE_USCIS_RESPONSE');
  if (!activity) return { ok: false, reason: 'This case is not filed with USCIS.' };
  if (FINAL_CODES.some((c) => state.completedActivities.includes(c))) {
    return { ok: false, reason: 'A final USCIS decision is already recorded for this case.' };
  }
  if (!state.completedActivities.includes('UPDATE_USCIS_RESPONSE')) {
    return canCompleteActivity(workflow, state, 'UPDATE_USCIS_RESPONSE', user);
  }
  const roles = [user.roleId, ...(user.assignments ?? []).map((a) => a.roleId)];
  if (isManagerRole(user.roleId) || activity.editors.some((e) => roles.includes(e.roleId))) return { ok: true };
  return { ok: false, reason: `You are not an editor of "${activity.label}".` };
};

/**
 * Records a USCIS response (pure): completes UPDATE_USCIS_RESPONSE when not yet done, then the
 * outcome code, and sets the status of the kind. A repeated RFE/NOID is logged again. Call
 * canRecordUscisOutcome first.
 */
export const recordUscisOutcome = (
  state: CaseWorkflowState,
  outcome: TUscisOutcome,
  by: string,
  at: string,
): CaseWorkflowState => {
  const { code, statusId } = USCIS_OUTCOMES[outcome.kind];
  const done = state.completedActivities;
  const codes: ActivityCode[] = done.includes('UPDATE_USCIS_RESPONSE') ? [code] : ['UPDATE_USCIS_RESPONSE', code];
  return {
    ...state,
    completedActivities: [...done, ...codes.filter((c) => !done.includes(c))],
    completionLog: [...state.completionLog, ...codes.map((c) => ({ code: c, by, at }))],
    nextWorkflowActivity: null,
    statusId,
  };
};

/** The RFE case an RFE or NOID opens (SPEC: RFE cases are type 8, linked to their parent case). */
export interface RfeCaseDraft {
  typeId: typeof CASE_TYPE.RFE;
  subTypeId: typeof CASE_SUB_TYPE.RFE_RESPONSE | typeof CASE_SUB_TYPE.NOID_RESPONSE;
  parentId: string;
  /** The case deadline: the response due date. */
  deadlineDate: string;
  responseDueDate: string;
  noticeDate: string;
  petitionerId: string | null;
  beneficiaryId: string | null;
  branchId: string | null;
  /** Status of the new RFE case: 24 RFE Received, or 30 NOID. */
  statusId: 24 | 30;
}

/** The RFE case to create for an RFE/NOID response on `parent`; null for other kinds. */
export const rfeCaseFor = (
  parent: { id: string; petitionerId?: string | null; beneficiaryId?: string | null; branchId?: string | null },
  outcome: TUscisOutcome,
): RfeCaseDraft | null => {
  if (outcome.kind !== 'rfe' && outcome.kind !== 'noid') return null;
  return {
    typeId: CASE_TYPE.RFE,
    subTypeId: outcome.kind === 'rfe' ? CASE_SUB_TYPE.RFE_RESPONSE : CASE_SUB_TYPE.NOID_RESPONSE,
    parentId: parent.id,
    deadlineDate: outcome.responseDueDate,
    responseDueDate: outcome.responseDueDate,
    noticeDate: outcome.noticeDate,
    petitionerId: parent.petitionerId ?? null,
    beneficiaryId: parent.beneficiaryId ?? null,
    branchId: parent.branchId ?? null,
    statusId: outcome.kind === 'rfe' ? 24 : 30,
  };
};
