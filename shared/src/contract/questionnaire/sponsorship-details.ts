import { z } from 'zod';
import { ZQuestionnaireLanguage, ZSponsorRole, ZSponsorshipStatus } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZQuestionnaireStatus } from './questionnaire-schemas';
import { link, token } from './sponsorship-schemas';

/** What the public confirmation page shows. */
export const ZSponsorshipLinkView = z.object({
  role: ZSponsorRole,
  status: ZSponsorshipStatus,
  firmName: z.string(),
  caseNumber: z.string(),
  typeName: z.string(),
  beneficiaryName: z.string().nullable(),
  sponsorName: z.string().nullable(),
  language: ZQuestionnaireLanguage,
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The sponsor questionnaire that follows a confirmation (sponsor role only; null for a joint sponsor). */
  questionnaireStatus: ZQuestionnaireStatus.nullable(),
});
export type TSponsorshipLinkView = z.infer<typeof ZSponsorshipLinkView>;

export const sponsorshipDetailsCall = defineCall({
  path: '/questionnaire/sponsorship-details',
  summary:
    'The sponsorship request behind a link: firm, case, beneficiary and the answer so far. An answered request still opens read-only.',
  payload: callPayload({ ...token }),
  result: ZSponsorshipLinkView,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token' },
});
