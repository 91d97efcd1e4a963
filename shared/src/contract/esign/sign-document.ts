import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZSignatureFields } from './esign-schemas';
import { link, token } from './link-schemas';

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
