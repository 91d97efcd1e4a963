import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZLoginResult } from './auth-schemas';

/**
 * Switch to another account of the signed-in e-mail (same tenant) without the password. Without
 * an id it answers the pick-list of the e-mail's accounts. If the target account has MFA the
 * answer is an `mfa` challenge (finish it with /auth/login). On success the current session is
 * revoked and a new one answered.
 */
export const ZSwitchAccountPayload = callPayload({
  accountId: z.uuid().optional(),
  companyId: z.string().trim().min(1).max(100).optional(),
  branchId: z.uuid().optional(),
});
export type TSwitchAccountPayload = z.input<typeof ZSwitchAccountPayload>;

export const switchAccountCall = defineCall({
  path: '/auth/switch-account',
  summary: 'Switch to another account (role, company or branch) of the signed-in e-mail.',
  payload: ZSwitchAccountPayload,
  result: ZLoginResult,
  auth: { kind: 'session' },
  ids: { accountId: 'user', branchId: 'branch' },
  example: { accountId: '00000000-0000-4000-8000-000000000001' },
});
