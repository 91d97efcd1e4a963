import { z } from 'zod';
import { DEFAULT_ROLE_ID } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZGivenPassword, ZNewPassword } from './auth-schemas';

/**
 * The signed-in user changes the password. `roleId` defaults to 7 (SPEC §5); it is echoed back and
 * otherwise informational: a password belongs to the e-mail, so every account sharing the
 * signed-in e-mail gets it. Other sessions of those accounts end; the current one stays.
 */
export const ZChangePasswordPayload = callPayload({
  oldPassword: ZGivenPassword,
  password: ZNewPassword,
  confirmPassword: z.string().max(128).optional(),
  roleId: z.number().int().min(1).max(99).default(DEFAULT_ROLE_ID),
}).superRefine((p, ctx) => {
  if (p.confirmPassword !== undefined && p.confirmPassword !== p.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The passwords do not match' });
  }
  if (p.oldPassword === p.password) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'Choose a password different from the current one' });
  }
});
export type TChangePasswordPayload = z.input<typeof ZChangePasswordPayload>;

export const ZChangePasswordResult = z.object({
  updated: z.literal(true),
  roleId: z.number().int(),
});
export type TChangePasswordResult = z.infer<typeof ZChangePasswordResult>;

export const changePasswordCall = defineCall({
  path: '/auth/change-password',
  summary: 'Change the signed-in user’s password (old password required; roleId defaults to 7).',
  payload: ZChangePasswordPayload,
  result: ZChangePasswordResult,
  auth: { kind: 'session' },
  example: { oldPassword: 'Demo@12345', password: 'Secret@123' },
});
