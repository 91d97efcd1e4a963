import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZLinkToken, ZNewPassword } from './auth-schemas';

/**
 * Sets the password from a mailed reset link (/public/reset-password). Only a `password-reset`
 * link is accepted: activation and invitation links set the first password through
 * `/users/activate`. The link is single use. Ends every session of the account.
 */
export const ZUpdatePasswordPayload = callPayload({
  token: ZLinkToken,
  password: ZNewPassword,
  /** When sent, must equal `password`. */
  confirmPassword: z.string().max(128).optional(),
}).superRefine((p, ctx) => {
  if (p.confirmPassword !== undefined && p.confirmPassword !== p.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The passwords do not match' });
  }
});
export type TUpdatePasswordPayload = z.input<typeof ZUpdatePasswordPayload>;

export const ZUpdatePasswordResult = z.object({
  updated: z.literal(true),
  email: z.string(),
});
export type TUpdatePasswordResult = z.infer<typeof ZUpdatePasswordResult>;

export const updatePasswordCall = defineCall({
  path: '/auth/update-password',
  summary: 'Set a new password with a password-reset link token (single use; no other link purpose).',
  payload: ZUpdatePasswordPayload,
  result: ZUpdatePasswordResult,
  auth: { kind: 'public' },
  example: { token: 'c2FtcGxlLXRva2VuLWZyb20tYS1tYWlsLWxpbms', password: 'Secret@123', confirmPassword: 'Secret@123' },
});
