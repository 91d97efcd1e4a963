import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { VERIFY_MAX_BYTES } from './esign-schemas';
import { ZEmbeddedSignature } from './seal-schemas';

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
