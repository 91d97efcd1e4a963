import { z } from 'zod';
import { ZAnswers } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { link, token } from './fill-schemas';

export const ZFillQuestionnaireSavePayload = callPayload({ ...token, answers: ZAnswers });
export type TFillQuestionnaireSavePayload = z.input<typeof ZFillQuestionnaireSavePayload>;
export const ZFillQuestionnaireSaveResult = z.object({ lastSavedAt: z.string(), status: z.literal('draft') });

export const fillQuestionnaireSaveCall = defineCall({
  path: '/questionnaire/fill-save',
  summary: 'Saves a draft (every step of the fill page): answers of the template’s fields, unchecked for completeness.',
  payload: ZFillQuestionnaireSavePayload,
  result: ZFillQuestionnaireSaveResult,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token', answers: { 'beneficiary.name.first': 'Ananya' } },
});
