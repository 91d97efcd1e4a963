import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZSignRequestStatus } from './esign-schemas';
import { link, token } from './link-schemas';

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
