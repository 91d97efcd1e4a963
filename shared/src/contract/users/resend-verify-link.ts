import type { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZAcceptedResult, ZAccountEmail } from '../auth/auth-schemas';

/** Resends the e-mail verification link of a self-registered account. Same answer for any address. */
export const ZResendVerifyLinkPayload = callPayload({ email: ZAccountEmail });
export type TResendVerifyLinkPayload = z.input<typeof ZResendVerifyLinkPayload>;

export const ZResendVerifyLinkResult = ZAcceptedResult;
export type TResendVerifyLinkResult = z.infer<typeof ZResendVerifyLinkResult>;

export const resendVerifyLinkCall = defineCall({
  path: '/users/resend-verify-link',
  summary: 'Resend the e-mail verification link (answer never reveals whether the address exists).',
  payload: ZResendVerifyLinkPayload,
  result: ZResendVerifyLinkResult,
  auth: { kind: 'public' },
  scope: 'tenant',
  rateLimit: 'strict',
  example: { email: 'pat@client.test' },
});
