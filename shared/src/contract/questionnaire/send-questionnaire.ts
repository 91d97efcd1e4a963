import { z } from 'zod';
import { ZQuestionnaireKind, ZQuestionnaireLanguage } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZQuestionnaireView } from './questionnaire-schemas';
import { SENDERS } from './send-schemas';

/** Link lifetime bounds, in days. */
export const QUESTIONNAIRE_LINK_DAYS = { default: 14, min: 1, max: 60 } as const;

export const ZSendQuestionnairePayload = callPayload({
  petitionId: z.uuid(),
  kind: ZQuestionnaireKind.default('beneficiary'),
  /** Another address than the beneficiary's (e.g. the petitioner's signatory). */
  email: z.email().max(254).optional(),
  expiresInDays: z
    .number()
    .int()
    .min(QUESTIONNAIRE_LINK_DAYS.min)
    .max(QUESTIONNAIRE_LINK_DAYS.max)
    .default(QUESTIONNAIRE_LINK_DAYS.default),
  /**
   * The client's language: stored on the questionnaire, the link opens the page in it (`?lang=`)
   * and the mail is written in it. Default: as sent before, else the beneficiary profile's
   * preferred language, else English.
   */
  language: ZQuestionnaireLanguage.optional(),
});
export type TSendQuestionnairePayload = z.input<typeof ZSendQuestionnairePayload>;

export const sendQuestionnaireCall = defineCall({
  path: '/petition/send-questionnaire',
  summary:
    "Mails a questionnaire link (purpose 'questionnaire', bound to the case's questionnaire, expiring). Sending again revokes the previous link and mails a new one; answers saved so far stay.",
  payload: ZSendQuestionnairePayload,
  result: ZQuestionnaireView,
  auth: { kind: 'session', roles: SENDERS },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
