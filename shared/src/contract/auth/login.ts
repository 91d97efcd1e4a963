import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../domain/messages';
import { callPayload, defineCall } from '../define-call';
import {
  ZAccountEmail,
  ZGivenPassword,
  ZLinkToken,
  ZLoginResult,
  ZRecoveryCode,
  ZTotpCode,
} from './auth-schemas';

/**
 * Step 1: `{ email, password }`. Step 2 (after a pick-list): the same plus `accountId`,
 * `companyId` or `branchId` — or `{ challengeToken, accountId }`. Step 3 (after an MFA answer):
 * `{ challengeToken, mfaCode }` or `{ challengeToken, recoveryCode }` (email + password + the
 * picked id + the code work too).
 */
export const ZLoginPayload = callPayload({
  email: ZAccountEmail.optional(),
  password: ZGivenPassword.optional(),
  accountId: z.uuid().optional(),
  companyId: z.string().trim().min(1).max(100).optional(),
  branchId: z.uuid().optional(),
  mfaCode: ZTotpCode.optional(),
  recoveryCode: ZRecoveryCode.optional(),
  /** From a previous `pick` or `mfa` answer. */
  challengeToken: ZLinkToken.optional(),
}).superRefine((p, ctx) => {
  if (p.challengeToken) return;
  if (p.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION_MESSAGES.required('Email') });
  if (p.password === undefined) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: VALIDATION_MESSAGES.required('Password') });
  }
});
export type TLoginPayload = z.input<typeof ZLoginPayload>;

export const loginCall = defineCall({
  path: '/auth/login',
  summary:
    'Sign in at the host’s tenant. Answers a session, a pick-list (several accounts share the e-mail) or an MFA challenge.',
  payload: ZLoginPayload,
  result: ZLoginResult,
  auth: { kind: 'public' },
  ids: { accountId: 'user', branchId: 'branch' },
  example: { email: 'admin@demo.test', password: 'Demo@12345' },
});
