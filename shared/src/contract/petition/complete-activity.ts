import { z } from 'zod';
import { ZActivityCode } from '../../domain/cases/workflow';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDetails } from './petition-schemas';

export const ZCompleteActivityPayload = callPayload({
  petitionId: z.uuid(),
  activityCode: ZActivityCode,
  note: z.string().trim().max(2000).optional(),
});
export type TCompleteActivityPayload = z.input<typeof ZCompleteActivityPayload>;

export const completeActivityCall = defineCall({
  path: '/petition/complete-activity',
  summary:
    "Complete a workflow activity in one transaction: the editor rule (editors only, actionRequired Yes, admins 3 and 4 override), who and when, the new status, the watchers notified (real time and mail). Refusals: 403 not an editor, 409 not due or already done.",
  payload: ZCompleteActivityPayload,
  result: ZCaseDetails,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', activityCode: 'SUBMIT_TO_LAW_FIRM' },
});
