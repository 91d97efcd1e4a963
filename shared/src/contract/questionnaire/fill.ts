import { z } from 'zod';
import { ZAnswers } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZFillView } from './questionnaire-schemas';

/*
 * The fill page's calls: no login, the link token (payload `token`, `key` or `accessToken`, or the
 * bearer header) bound to purpose 'questionnaire' and one questionnaire.
 */
export const QUESTIONNAIRE_LINK_PURPOSE = 'questionnaire';

const link = { kind: 'link', purpose: QUESTIONNAIRE_LINK_PURPOSE } as const;
const token = { token: z.string().max(200).optional(), key: z.string().max(200).optional(), accessToken: z.string().max(200).optional() };

export const ZFillQuestionnaireDetailsPayload = callPayload({ ...token });

export const fillQuestionnaireDetailsCall = defineCall({
  path: '/questionnaire/fill-details',
  summary: 'The questionnaire of a link: template, draft answers and the anonymous user (SPEC §2.3, roleId 51). A submitted one still opens read-only.',
  payload: ZFillQuestionnaireDetailsPayload,
  result: ZFillView,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token' },
});

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
  rateLimit: 'default',
  example: { token: 'link-token', answers: { 'beneficiary.name.first': 'Ananya' } },
});

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
