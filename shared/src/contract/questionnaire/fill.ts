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
const token = {
  token: z.string().max(200).optional(),
  key: z.string().max(200).optional(),
  accessToken: z.string().max(200).optional(),
};

export const ZFillQuestionnaireDetailsPayload = callPayload({ ...token });

export const fillQuestionnaireDetailsCall = defineCall({
  path: '/questionnaire/fill-details',
  summary:
    'The questionnaire of a link: template, draft answers and the anonymous user (SPEC §2.3, roleId 51). A submitted one still opens read-only.',
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
