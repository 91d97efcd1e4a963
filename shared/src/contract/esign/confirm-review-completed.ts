import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { REVIEW_CONFIRM_ROLES, ZSignRequest } from './esign-schemas';
import { CASE_ID } from './staff-schemas';

// ─────────────────────────── review, attorney signature ───────────────────────────

export const ZConfirmReviewCompletedPayload = callPayload({
  petitionId: z.uuid(),
  /** Default: every request of the case that is not cancelled. */
  requestIds: z.array(z.uuid()).max(50).optional(),
});
export const ZSignRequestsResult = z.object({ data: z.array(ZSignRequest) });

export const confirmReviewCompletedCall = defineCall({
  path: '/petition/confirm-review-completed',
  summary:
    "The petitioner confirms he reviewed the case's documents sent for signature (before or without signing); recorded on each request and in the case log.",
  payload: ZConfirmReviewCompletedPayload,
  result: ZSignRequestsResult,
  auth: { kind: 'session', roles: REVIEW_CONFIRM_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestIds: 'esign_request' },
  example: { petitionId: CASE_ID },
});
