import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZLinkToken, ZNewPassword } from '../auth/auth-schemas';

/**
 * Activation pages (/public/activate-user-account, public/account-activation,
 * public/account-activation-invite): the invited user chooses a password. Single-use link.
 */
export const ZActivateUserPayload = callPayload({
  token: ZLinkToken,
  password: ZNewPassword,
  confirmPassword: z.string().max(128).optional(),
}).superRefine((p, ctx) => {
  if (p.confirmPassword !== undefined && p.confirmPassword !== p.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The passwords do not match' });
  }
});
export type TActivateUserPayload = z.input<typeof ZActivateUserPayload>;

export const ZActivateUserResult = z.object({
  activated: z.literal(true),
  email: z.string(),
});
export type TActivateUserResult = z.infer<typeof ZActivateUserResult>;

export const activateUserCall = defineCall({
  path: '/users/activate',
  summary: 'Activate an invited account with its mailed link and a new password (single use).',
  payload: ZActivateUserPayload,
  result: ZActivateUserResult,
  auth: { kind: 'public' },
  scope: 'tenant',
  rateLimit: 'strict',
  example: { token: 'c2FtcGxlLXRva2VuLWZyb20tYS1tYWlsLWxpbms', password: 'Secret@123' },
});
