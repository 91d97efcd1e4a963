import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZLinkToken } from './auth-schemas';

/** /verify-email?token=…: confirms a self-registered address; the account becomes active. */
export const ZVerifyEmailPayload = callPayload({ token: ZLinkToken });
export type TVerifyEmailPayload = z.input<typeof ZVerifyEmailPayload>;

export const ZVerifyEmailResult = z.object({
  verified: z.literal(true),
  email: z.string(),
  /** Petitioners wait for the firm's approval of their company (see /auth/checkCompanyApproval). */
  awaitingCompanyApproval: z.boolean(),
});
export type TVerifyEmailResult = z.infer<typeof ZVerifyEmailResult>;

export const verifyEmailCall = defineCall({
  path: '/auth/verify-email',
  summary: 'Confirm a self-registered e-mail address with the mailed link (single use).',
  payload: ZVerifyEmailPayload,
  result: ZVerifyEmailResult,
  auth: { kind: 'public' },
  scope: 'tenant',
  example: { token: 'c2FtcGxlLXRva2VuLWZyb20tYS1tYWlsLWxpbms' },
});
