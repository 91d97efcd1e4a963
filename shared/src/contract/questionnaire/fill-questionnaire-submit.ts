import { z } from 'zod';
import { ZAnswers } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { link, token } from './fill-schemas';

export const ZFillQuestionnaireSubmitPayload = callPayload({ ...token, answers: ZAnswers });
export type TFillQuestionnaireSubmitPayload = z.input<typeof ZFillQuestionnaireSubmitPayload>;
export const ZFillQuestionnaireSubmitResult = z.object({ submittedAt: z.string(), activityCompleted: z.boolean() });
export type TFillQuestionnaireSubmitResult = z.infer<typeof ZFillQuestionnaireSubmitResult>;

export const fillQuestionnaireSubmitCall = defineCall({
  path: '/questionnaire/fill-submit',
  summary:
    "Submits: SPEC §5 required rule and messages (422 with issues at answers.<key>), stores the answers, uses up the link, completes the case's questionnaire activity (SUBMIT_BY_BENEFICIARY) when due and notifies the case team.",
  payload: ZFillQuestionnaireSubmitPayload,
  result: ZFillQuestionnaireSubmitResult,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token', answers: { 'beneficiary.name.first': 'Ananya' } },
});
