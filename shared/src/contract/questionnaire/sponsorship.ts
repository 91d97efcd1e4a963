import { z } from 'zod';
import {
  ZQuestionnaireLanguage,
  ZSponsorRole,
  ZSponsorshipStatus,
  type QuestionnaireLanguage,
} from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZLinkState, ZQuestionnaireStatus } from './questionnaire-schemas';
import { QUESTIONNAIRE_LINK_DAYS } from './send';

/*
 * Sponsorship confirmation (SPEC §2.3 "/public/confirm-sponsorship-questionnaire, {token}"): staff
 * (or a submitted questionnaire that names a sponsor) ask a sponsor by link to confirm they agree
 * to sponsor; the sponsor confirms or declines on the public page. docs/questionnaires.md.
 */
export const SPONSORSHIP_LINK_PURPOSE = 'sponsorship-confirmation';

const SENDERS = [3, 4, 5, 6, 7, 8, 9, 10];
const STAFF = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
const link = { kind: 'link', purpose: SPONSORSHIP_LINK_PURPOSE } as const;
const token = {
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

export const ZSponsorshipListPayload = callPayload({ petitionId: z.uuid() });
export const ZSponsorshipListResult = z.object({ data: z.array(ZSponsorshipView) });
export type TSponsorshipListResult = z.infer<typeof ZSponsorshipListResult>;

export const sponsorshipListCall = defineCall({
  path: '/questionnaire/sponsorship-list',
  summary: "A case's sponsorship confirmations (sponsor, joint sponsor): who, status, answer and link state.",
  payload: ZSponsorshipListPayload,
  result: ZSponsorshipListResult,
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});

export const ZRevokeSponsorshipLinkPayload = callPayload({
  petitionId: z.uuid(),
  role: ZSponsorRole.default('sponsor'),
});

export const revokeSponsorshipLinkCall = defineCall({
  path: '/questionnaire/revoke-sponsorship-link',
  summary: 'Withdraws the live sponsorship confirmation link of a case (409 when there is none).',
  payload: ZRevokeSponsorshipLinkPayload,
  result: ZSponsorshipView,
  auth: { kind: 'session', roles: SENDERS },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});

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

export const SPONSORSHIP_REASON_MAX = 1000;

export const ZConfirmSponsorshipPayload = callPayload({
  ...token,
  decision: z.enum(['confirm', 'decline']),
  /** Why the sponsor declines (optional). */
  reason: z.string().trim().max(SPONSORSHIP_REASON_MAX).optional(),
});
export type TConfirmSponsorshipPayload = z.input<typeof ZConfirmSponsorshipPayload>;

export const ZConfirmSponsorshipResult = z.object({
  status: ZSponsorshipStatus,
  respondedAt: z.string(),
  /**
   * After a confirmation by the case's sponsor: the sponsor questionnaire's fill page (a new link,
   * also mailed). Null after a decline, for a joint sponsor, or when the questionnaire is already in.
   */
  questionnaireUrl: z.string().nullable(),
});
export type TConfirmSponsorshipResult = z.infer<typeof ZConfirmSponsorshipResult>;

export const confirmSponsorshipCall = defineCall({
  path: '/questionnaire/confirm-sponsorship',
  summary:
    'The sponsor confirms (then gets the sponsor questionnaire link) or declines with an optional reason. Single use: the link is spent; the case team is told and the case log records it.',
  payload: ZConfirmSponsorshipPayload,
  result: ZConfirmSponsorshipResult,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token', decision: 'confirm' },
});

/** The public page of a sponsorship link. */
export const sponsorshipPagePath = (token: string, language: QuestionnaireLanguage): string =>
  `/public/confirm-sponsorship-questionnaire/${encodeURIComponent(token)}${language === 'en' ? '' : `?lang=${language}`}`;
