import { z } from 'zod';
import { CLIENT_ROLES } from '../../domain/roles';
import { ZQuestionnaireKind, ZQuestionnaireLanguage } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';

/** As the client reads it: `sent` (not opened yet), `in-progress` (a draft saved), `submitted`. */
export const MY_QUESTIONNAIRE_STATUSES = ['sent', 'in-progress', 'submitted'] as const;
export const ZMyQuestionnaireStatus = z.enum(MY_QUESTIONNAIRE_STATUSES);
export type TMyQuestionnaireStatus = z.infer<typeof ZMyQuestionnaireStatus>;

export const ZMyQuestionnaire = z.object({
  id: z.uuid(),
  petitionId: z.uuid(),
  caseNumber: z.string(),
  typeName: z.string(),
  kind: ZQuestionnaireKind,
  /** The template's name, e.g. 'H-1B Beneficiary Questionnaire'. */
  title: z.string(),
  status: ZMyQuestionnaireStatus,
  sentAt: z.string().nullable(),
  /** When the mailed link expires: the questionnaire is due by then. */
  dueAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  lastSavedAt: z.string().nullable(),
  language: ZQuestionnaireLanguage.nullable(),
  /** Mailed to the signed-in user's own address (only then may they open it here). */
  sentToYou: z.boolean(),
  /** `/questionnaire/my-fill-link` would answer a link: sent to you, not submitted, link live. */
  canFill: z.boolean(),
  /** The mailed link expired or was withdrawn: the case team must send it again. */
  linkExpired: z.boolean(),
});
export type TMyQuestionnaire = z.infer<typeof ZMyQuestionnaire>;

export const ZMyQuestionnaireListPayload = callPayload({
  /** Only this case's questionnaires. */
  petitionId: z.uuid().optional(),
  cursor: z.string().max(500).nullable().optional(),
  perpage: z.number().int().min(1).max(100).default(20),
});
export type TMyQuestionnaireListPayload = z.input<typeof ZMyQuestionnaireListPayload>;

export const ZMyQuestionnaireListResult = z.object({
  data: z.array(ZMyQuestionnaire),
  count: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TMyQuestionnaireListResult = z.infer<typeof ZMyQuestionnaireListResult>;

export const myQuestionnaireListCall = defineCall({
  path: '/questionnaire/my-list',
  summary:
    "The signed-in client's questionnaires, newest sent first (keyset paged): of the cases they see, those mailed to their address and their side's (petitioner: the petitioner questionnaire; beneficiary: the beneficiary and investor ones). Never answers a link token.",
  payload: ZMyQuestionnaireListPayload,
  result: ZMyQuestionnaireListResult,
  auth: { kind: 'session', roles: CLIENT_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { perpage: 20 },
});
