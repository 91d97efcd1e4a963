import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { link, token } from './fill-schemas';

export const ZFillQuestionnaireDeleteUploadPayload = callPayload({ ...token, key: z.string().min(1).max(500) });
export const ZFillQuestionnaireDeleteUploadResult = z.object({ deleted: z.boolean() });

export const fillQuestionnaireDeleteUploadCall = defineCall({
  path: '/questionnaire/fill-delete-upload',
  summary:
    'SPEC §7 delete stored file: removes a document the client uploaded through this link and then took out again, as long as no saved answer uses it.',
  payload: ZFillQuestionnaireDeleteUploadPayload,
  result: ZFillQuestionnaireDeleteUploadResult,
  auth: link,
  scope: 'tenant',
  example: {
    token: 'link-token',
    key: 't/00000000-0000-4000-8000-000000000001/2025/01/00000000-0000-4000-8000-000000000002.pdf',
  },
});
