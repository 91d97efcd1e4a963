import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZSignableDocument, ZSignRequest } from './esign-schemas';
import { CASE_ID } from './staff-schemas';

// ─────────────────────────── list ───────────────────────────

export const ZSignRequestListPayload = callPayload({ petitionId: z.uuid() });
export const ZSignRequestListResult = z.object({
  data: z.array(ZSignRequest),
  /** PDFs of the case that can be sent for signature (staff only; empty for others). */
  documents: z.array(ZSignableDocument),
  /** Who a new request goes to by default. */
  defaultSigner: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The caller may request, resend and cancel. */
  canRequest: z.boolean(),
  /** The caller may sign or skip as the attorney. */
  canAttorneySign: z.boolean(),
});
export type TSignRequestListResult = z.infer<typeof ZSignRequestListResult>;

export const signRequestListCall = defineCall({
  path: '/petition/sign-request-list',
  summary:
    "The case's sign requests, newest first, with the PDFs that can be sent; a petitioner user sees the same requests without the signer's IP and browser.",
  payload: ZSignRequestListPayload,
  result: ZSignRequestListResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: CASE_ID },
});
