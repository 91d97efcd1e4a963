import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ESIGN_LINK_PURPOSE, VERIFY_MAX_BYTES, ZSignatureFields, ZSignRequestStatus } from './esign-schemas';
import { ZEmbeddedSignature } from './seal-calls';

/*
 * The sign page's calls: no login, the link token (payload `token`, `key` or `accessToken`, or
 * the bearer header) bound to purpose 'esign' and one sign request. An expired, revoked or used
 * link answers LINK_TOKEN_INVALID.
 */
const link = { kind: 'link', purpose: ESIGN_LINK_PURPOSE } as const;
const token = {
  token: z.string().max(200).optional(),
  key: z.string().max(200).optional(),
  accessToken: z.string().max(200).optional(),
};

export const ZSignDetailsPayload = callPayload({ ...token });
export const ZSignDetails = z.object({
  requestId: z.uuid(),
  firmName: z.string(),
  caseNumber: z.string(),
  typeName: z.string(),
  documentName: z.string(),
  signerName: z.string(),
  signerEmail: z.string(),
  message: z.string().nullable(),
  status: ZSignRequestStatus,
  expiresAt: z.string(),
  viewedAt: z.string().nullable(),
});
export type TSignDetails = z.infer<typeof ZSignDetails>;

export const signDetailsCall = defineCall({
  path: '/esign/sign-details',
  summary: 'What the signing link is for: firm, case, document and signer.',
  payload: ZSignDetailsPayload,
  result: ZSignDetails,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token' },
});

export const ZSignViewPayload = callPayload({ ...token });
export const ZSignViewResult = z.object({
  fileName: z.string(),
  mimeType: z.literal('application/pdf'),
  contentBase64: z.string(),
  viewedAt: z.string(),
});
export type TSignViewResult = z.infer<typeof ZSignViewResult>;

export const signViewCall = defineCall({
  path: '/esign/view',
  summary: 'The document to review (base64 PDF); the first view is recorded with time, address and browser.',
  payload: ZSignViewPayload,
  result: ZSignViewResult,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token' },
});

export const ZSignDocumentPayload = callPayload({ ...token, ...ZSignatureFields });
export type TSignDocumentPayload = z.input<typeof ZSignDocumentPayload>;
export const ZSignDocumentResult = z.object({
  requestId: z.uuid(),
  status: z.literal('signed'),
  signedAt: z.string(),
  activityCompleted: z.boolean(),
  /** The signed PDF as stored, for the signer to keep (the link is used up once signed). */
  signedCopy: z.object({ fileName: z.string(), mimeType: z.literal('application/pdf'), contentBase64: z.string() }),
});
export type TSignDocumentResult = z.infer<typeof ZSignDocumentResult>;

export const signDocumentCall = defineCall({
  path: '/esign/sign',
  summary:
    'Signs: stamps the signature on the last page, appends the certificate page, stores the signed PDF (answered as the signer’s copy), uses up the link, completes DOCUMENT_SIGNERS when due and notifies the case team.',
  payload: ZSignDocumentPayload,
  result: ZSignDocumentResult,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token', method: 'type', typedName: 'Dana Whitfield', consent: true },
});

export const ZDeclineSignPayload = callPayload({ ...token, reason: z.string().trim().max(500).optional() });
export const ZDeclineSignResult = z.object({ requestId: z.uuid(), status: z.literal('declined') });

export const declineSignCall = defineCall({
  path: '/esign/decline',
  summary: 'The signer declines to sign (optional reason); the link is used up and the case team told.',
  payload: ZDeclineSignPayload,
  result: ZDeclineSignResult,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token', reason: 'The address on page 2 is wrong.' },
});

// ─────────────────────────── verification (public) ───────────────────────────

export const ZVerifySignaturePayload = callPayload({
  fileName: z.string().trim().max(255).optional(),
  /** The PDF's bytes, base64 (no data: prefix). */
  contentBase64: z
    .string()
    .min(1, 'Choose a PDF file.')
    .max(Math.ceil((VERIFY_MAX_BYTES * 4) / 3) + 4, 'The file is too large (at most 3.5 MB).')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not a base64 file'),
});
export const ZVerifySignatureResult = z.object({
  /** The file is, byte for byte, a signed PDF this firm produced. */
  match: z.boolean(),
  sha256: z.string(),
  /** Only when it matches. */
  document: z
    .object({
      name: z.string(),
      signers: z.array(z.object({ name: z.string(), role: z.enum(['signer', 'attorney']), signedAt: z.string() })),
    })
    .nullable(),
  /** The PDF signature inside the file, checked (null: the file carries none). */
  embeddedSignature: ZEmbeddedSignature.nullable().optional(),
});
export type TVerifySignatureResult = z.infer<typeof ZVerifySignatureResult>;

export const verifySignatureCall = defineCall({
  path: '/esign/verify',
  summary:
    "Anyone: is this PDF one this firm's e-signature produced, unchanged? Answers the signers and times if so, nothing else.",
  payload: ZVerifySignaturePayload,
  result: ZVerifySignatureResult,
  auth: { kind: 'public' },
  scope: 'tenant',
  rateLimit: 'strict',
  example: { fileName: 'I-129-signed.pdf', contentBase64: 'JVBERi0xLjQK' },
});
