import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDetails } from './petition-schemas';

export const ZManageApprovalProcessPayload = callPayload({
  petitionId: z.uuid(),
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().max(2000).optional(),
});
export type TManageApprovalProcessPayload = z.input<typeof ZManageApprovalProcessPayload>;

export const manageApprovalProcessCall = defineCall({
  path: '/petition/manage-approval-process',
  summary:
    'Admin approval of a case (SPEC §4): only when SUBMIT_TO_LAW_FIRM is complete and CASE_APPROVED neither complete nor next; approve or reject is recorded (approvalStatus), logged, and the attorney and paralegal notified.',
  payload: ZManageApprovalProcessPayload,
  result: ZCaseDetails,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', decision: 'approve' },
});
