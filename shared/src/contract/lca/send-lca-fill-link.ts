import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_CALL_AUTH, ZLcaIdPayload } from './lca-schemas';

export const LCA_FILL_LINK_DAYS = { default: 14, max: 60 } as const;

export const ZSendLcaFillLinkPayload = callPayload({
  ...ZLcaIdPayload,
  /** The employer's contact who fills the worksite and wage details. */
  email: z.email().max(254),
  name: z.string().trim().max(200).optional(),
  expiresInDays: z.number().int().min(1).max(LCA_FILL_LINK_DAYS.max).default(LCA_FILL_LINK_DAYS.default),
});
/** The link's state; the token itself is only in the mail. */
export const ZLcaFillLinkState = z.object({
  lcaId: z.string(),
  sentTo: z.string().nullable(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  state: z.enum(['none', 'live', 'expired', 'used', 'revoked']),
  filledAt: z.string().nullable(),
});
export type TLcaFillLinkState = z.infer<typeof ZLcaFillLinkState>;

export const sendLcaFillLinkCall = defineCall({
  path: '/lca/send-fill-link',
  summary:
    "Mail the employer's contact a single-use link (/fill-lca-anonymous-user) to fill the worksites and wages without an account; an earlier live link is revoked. The token is never in the answer.",
  payload: ZSendLcaFillLinkPayload,
  result: ZLcaFillLinkState,
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', email: 'hr@example.com' },
});
