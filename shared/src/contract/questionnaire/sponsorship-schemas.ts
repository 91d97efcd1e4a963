import { z } from 'zod';
import {
  ZQuestionnaireLanguage,
  ZSponsorRole,
  ZSponsorshipStatus,
  type QuestionnaireLanguage,
} from '../../domain/questionnaire';
import { ZLinkState } from './questionnaire-schemas';

/*
 * Sponsorship confirmation (SPEC §2.3 "/public/confirm-sponsorship-questionnaire, {token}"): staff
 * (or a submitted questionnaire that names a sponsor) ask a sponsor by link to confirm they agree
 * to sponsor; the sponsor confirms or declines on the public page. docs/questionnaires.md.
 */
export const SPONSORSHIP_LINK_PURPOSE = 'sponsorship-confirmation';

export const SENDERS = [3, 4, 5, 6, 7, 8, 9, 10];
export const link = { kind: 'link', purpose: SPONSORSHIP_LINK_PURPOSE } as const;
export const token = {
  token: z.string().max(200).optional(),
  key: z.string().max(200).optional(),
  accessToken: z.string().max(200).optional(),
};

/** One sponsorship request of a case, as staff see it. */
export const ZSponsorshipView = z.object({
  id: z.uuid(),
  petitionId: z.uuid(),
  role: ZSponsorRole,
  sponsorName: z.string().nullable(),
  sponsorEmail: z.string(),
  language: ZQuestionnaireLanguage,
  status: ZSponsorshipStatus,
  declineReason: z.string().nullable(),
  /** 'staff' (asked from the case) or 'questionnaire' (a submitted questionnaire named the sponsor). */
  source: z.enum(['staff', 'questionnaire']),
  requestedAt: z.string(),
  requestedByName: z.string().nullable(),
  respondedAt: z.string().nullable(),
  linkState: ZLinkState,
  linkExpiresAt: z.string().nullable(),
});
export type TSponsorshipView = z.infer<typeof ZSponsorshipView>;

/** The public page of a sponsorship link. */
export const sponsorshipPagePath = (token: string, language: QuestionnaireLanguage): string =>
  `/public/confirm-sponsorship-questionnaire/${encodeURIComponent(token)}${language === 'en' ? '' : `?lang=${language}`}`;
