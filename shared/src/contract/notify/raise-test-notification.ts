import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZNotification } from './notification';

export const ZRaiseTestNotificationPayload = callPayload({
  caseNo: z.string().max(100).nullable().default(null),
  message: z.string().trim().min(1, 'Message is required').max(2000),
  createdByName: z.string().max(200).nullable().default(null),
  petitionId: z.uuid().nullable().default(null),
});
export type TRaiseTestNotificationPayload = z.input<typeof ZRaiseTestNotificationPayload>;

export const ZRaiseTestNotificationResult = z.object({ data: ZNotification });
export type TRaiseTestNotificationResult = z.infer<typeof ZRaiseTestNotificationResult>;

/**
 * Test helper: sends a notification to the caller himself through the real-time service (stored
 * and pushed like any other). Answers only when NODE_ENV is not production or E2E_OUTBOX=1;
 * otherwise 404 as if it did not exist.
 */
export const raiseTestNotificationCall = defineCall({
  path: '/notify/e2e-raise',
  summary: 'E2E helper (off in production): notify the caller himself.',
  payload: ZRaiseTestNotificationPayload,
  result: ZRaiseTestNotificationResult,
  auth: { kind: 'session' },
  ids: { petitionId: 'petition' },
  example: { message: 'RFE documents were uploaded', caseNo: 'H1B-2026-00042' },
});
