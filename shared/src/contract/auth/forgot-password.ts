import type { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZAcceptedResult, ZAccountEmail } from './auth-schemas';

/** Mails a reset link (/public/reset-password?token=…, 1 hour, single use) if the address has an account. */
export const ZForgotPasswordPayload = callPayload({ email: ZAccountEmail });
export type TForgotPasswordPayload = z.input<typeof ZForgotPasswordPayload>;

export const ZForgotPasswordResult = ZAcceptedResult;
export type TForgotPasswordResult = z.infer<typeof ZForgotPasswordResult>;

export const forgotPasswordCall = defineCall({
  path: '/auth/forgot-password',
  summary: 'Request a password-reset link. Always answers the same, whether or not the address exists.',
  payload: ZForgotPasswordPayload,
  result: ZForgotPasswordResult,
  auth: { kind: 'public' },
  example: { email: 'admin@demo.test' },
});
