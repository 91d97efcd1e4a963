import { z } from 'zod';
import { ZQuestionnaireLanguage, ZSponsorRole } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { QUESTIONNAIRE_LINK_DAYS } from './send-questionnaire';
import { SENDERS, ZSponsorshipView } from './sponsorship-schemas';

export const ZRequestSponsorshipConfirmationPayload = callPayload({
  petitionId: z.uuid(),
  role: ZSponsorRole.default('sponsor'),
  /** Default: the address of the earlier request, else the sponsor questionnaire's (sponsor role). */
  email: z.email().max(254).optional(),
  name: z.string().trim().min(1).max(200).optional(),
  language: ZQuestionnaireLanguage.optional(),
  expiresInDays: z
    .number()
    .int()
    .min(QUESTIONNAIRE_LINK_DAYS.min)
    .max(QUESTIONNAIRE_LINK_DAYS.max)
    .default(QUESTIONNAIRE_LINK_DAYS.default),
});
export type TRequestSponsorshipConfirmationPayload = z.input<typeof ZRequestSponsorshipConfirmationPayload>;

export const requestSponsorshipConfirmationCall = defineCall({
  path: '/questionnaire/request-sponsorship-confirmation',
  summary:
    "Mails a sponsor (or joint sponsor) a link to confirm they agree to sponsor (purpose 'sponsorship-confirmation', expiring, single use). Asking again revokes the previous link; refused (409) once confirmed.",
  payload: ZRequestSponsorshipConfirmationPayload,
  result: ZSponsorshipView,
  auth: { kind: 'session', roles: SENDERS },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', email: 'sponsor@example.com', language: 'es' },
});
