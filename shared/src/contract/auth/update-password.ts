import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZLinkToken, ZNewPassword } from './auth-schemas';

/**
 * Sets the password from a mailed link: reset (/public/reset-password), activation
 * (/public/set-password, /public/activate-user-account) or invitation. The link is single use;
 * an activation or invitation link also activates the account. Ends every session of the account.
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
  summary: 'Set a new password with a reset, activation or invitation link token (single use).',
  payload: ZUpdatePasswordPayload,
  result: ZUpdatePasswordResult,
  auth: { kind: 'public' },
  example: { token: 'c2FtcGxlLXRva2VuLWZyb20tYS1tYWlsLWxpbms', password: 'Secret@123', confirmPassword: 'Secret@123' },
});
