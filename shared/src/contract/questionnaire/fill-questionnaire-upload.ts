import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { link, token } from './fill-schemas';

/** Largest document the fill page sends (base64 inside JSON stays under the 5 MB body limit). */
export const FILL_UPLOAD_MAX_BYTES = 3.5 * 1024 * 1024;

export const ZFillQuestionnaireUploadPayload = callPayload({
  ...token,
  fileName: z.string().trim().min(1).max(200),
  /** The file's bytes, base64 (no data: prefix). */
  contentBase64: z
    .string()
    .min(1)
    .max(Math.ceil((FILL_UPLOAD_MAX_BYTES * 4) / 3) + 4, 'The file is too large (at most 3.5 MB).')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not a base64 file'),
});
export type TFillQuestionnaireUploadPayload = z.input<typeof ZFillQuestionnaireUploadPayload>;
export const ZFillQuestionnaireUploadResult = z.object({ key: z.string(), name: z.string() });

export const fillQuestionnaireUploadCall = defineCall({
  path: '/questionnaire/fill-upload',
  summary:
    'Stores a document the questionnaire asks for (images, PDF, Word; checked by content) with the case; answer it as a file field’s value.',
  payload: ZFillQuestionnaireUploadPayload,
  result: ZFillQuestionnaireUploadResult,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token', fileName: 'passport.pdf', contentBase64: 'JVBERi0xLjQK' },
});
