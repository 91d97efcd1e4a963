import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import {
  ATTORNEY_SIGN_ROLES,
  ESIGN_LINK_DAYS,
  ESIGN_SENDER_ROLES,
  REVIEW_CONFIRM_ROLES,
  ZDocumentSignaturePlacement,
  ZSignableDocument,
  ZSignatureFields,
  ZSignaturePlacement,
  ZSignRequest,
} from './esign-schemas';

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const REQUEST_ID = '0b9f6c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e';
const FILE_ID = '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716';

const expiresInDays = z
  .number()
  .int()
  .min(ESIGN_LINK_DAYS.min)
  .max(ESIGN_LINK_DAYS.max)
  .default(ESIGN_LINK_DAYS.default);

// ─────────────────────────── request ───────────────────────────

export const ZRequestForPetitionerSignPayload = callPayload({
  petitionId: z.uuid(),
  /** PDF files of the case; one sign request (and one link) per document. */
  fileIds: z.array(z.uuid()).min(1, 'Choose at least one document.').max(10),
  /** Default: the petitioner's authorised signatory, else the petitioner's user. */
  signerName: z.string().trim().min(2).max(120).optional(),
  signerEmail: z.email().max(254).optional(),
  /** A note shown in the mail and on the sign page. */
  message: z.string().trim().max(1000).optional(),
  expiresInDays,
  /**
   * Where the signer's signature goes, per document (the requester placed it on a page preview).
   * Without one, a generated USCIS form is signed in its mapped signature box and any other PDF
   * on the certificate page, never over the document's content.
   */
  placements: z.array(ZDocumentSignaturePlacement).max(10).optional(),
});
export type TRequestForPetitionerSignPayload = z.input<typeof ZRequestForPetitionerSignPayload>;
export const ZRequestForPetitionerSignResult = z.object({
  data: z.array(ZSignRequest),
  /** True when this request completed the workflow's "Request Petitioner Signature". */
  activityCompleted: z.boolean(),
});
export type TRequestForPetitionerSignResult = z.infer<typeof ZRequestForPetitionerSignResult>;

export const requestForPetitionerSignCall = defineCall({
  path: '/petition/request-for-petitioner-sign',
  summary:
    "Mails the signer a link (purpose 'esign', expiring) per chosen PDF of the case; completes REQUEST_PETITIONER_SIGN when due (petitionerSignRequested).",
  payload: ZRequestForPetitionerSignPayload,
  result: ZRequestForPetitionerSignResult,
  auth: { kind: 'session', roles: ESIGN_SENDER_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition', fileIds: 'file' },
  example: { petitionId: CASE_ID, fileIds: [FILE_ID] },
});

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

// ─────────────────────────── resend / cancel ───────────────────────────

export const ZResendSignRequestPayload = callPayload({
  petitionId: z.uuid(),
  requestId: z.uuid(),
  signerName: z.string().trim().min(2).max(120).optional(),
  signerEmail: z.email().max(254).optional(),
  expiresInDays,
});

export const resendSignRequestCall = defineCall({
  path: '/esign/resend',
  summary:
    'Revokes the live link of an unsigned request and mails a new one (optionally to another signer); a declined request is asked again.',
  payload: ZResendSignRequestPayload,
  result: ZSignRequest,
  auth: { kind: 'session', roles: ESIGN_SENDER_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID },
});

export const ZCancelSignRequestPayload = callPayload({
  petitionId: z.uuid(),
  requestId: z.uuid(),
});

export const cancelSignRequestCall = defineCall({
  path: '/esign/cancel',
  summary: 'Withdraws an unsigned request: its link opens nothing any more.',
  payload: ZCancelSignRequestPayload,
  result: ZSignRequest,
  auth: { kind: 'session', roles: ESIGN_SENDER_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID },
});

export const ZMySignLinkPayload = callPayload({ petitionId: z.uuid(), requestId: z.uuid() });
export const ZMySignLinkResult = z.object({
  /** `/auth/sign-document?token=…` on this tenant's host. */
  path: z.string(),
  expiresAt: z.string(),
});

export const mySignLinkCall = defineCall({
  path: '/esign/my-sign-link',
  summary:
    'For a signed-in petitioner user who is the request’s signer (same e-mail): a fresh signing link, so he can sign from the case page.',
  payload: ZMySignLinkPayload,
  result: ZMySignLinkResult,
  auth: { kind: 'session', roles: [50] },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID },
});

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

export const ZAddSignToDocumentPayload = callPayload({
  petitionId: z.uuid(),
  requestId: z.uuid(),
  ...ZSignatureFields,
  /** Where the attorney's signature goes when the document has no mapped preparer box (else the certificate page). */
  placement: ZSignaturePlacement.optional(),
});
export type TAddSignToDocumentPayload = z.input<typeof ZAddSignToDocumentPayload>;

export const addSignToDocumentCall = defineCall({
  path: '/petition/add-sign-to-document',
  summary:
    "The case's attorney adds his signature to a document the petitioner signed: stamped beside the petitioner's, with a certificate that lists both signers.",
  payload: ZAddSignToDocumentPayload,
  result: ZSignRequest,
  auth: { kind: 'session', roles: ATTORNEY_SIGN_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID, method: 'type', typedName: 'Jordan Blake', consent: true },
});

export const ZIgnoreAttorneySignPayload = callPayload({
  petitionId: z.uuid(),
  requestId: z.uuid(),
  reason: z.string().trim().min(3, 'Give a reason.').max(500),
});

export const ignoreAttorneySignCall = defineCall({
  path: '/petition/ignore-attorney-sign',
  summary: "The case's attorney skips his own signature on a signed document, with a reason (recorded and logged).",
  payload: ZIgnoreAttorneySignPayload,
  result: ZSignRequest,
  auth: { kind: 'session', roles: ATTORNEY_SIGN_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID, reason: 'Only the petitioner signs this form.' },
});
