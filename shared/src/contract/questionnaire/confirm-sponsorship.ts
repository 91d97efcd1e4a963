import { z } from 'zod';
import { ZSponsorshipStatus } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { link, token } from './sponsorship-schemas';

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
