import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { link, token } from './link-schemas';

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
