import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZGivenPassword, ZRecoveryCode, ZTotpCode } from '../auth/auth-schemas';

/** The user turns MFA off: password plus a current code (or a recovery code). */
export const ZDisableMfaPayload = callPayload({
  password: ZGivenPassword,
  code: ZTotpCode.optional(),
  recoveryCode: ZRecoveryCode.optional(),
}).superRefine((p, ctx) => {
  if (p.code === undefined && p.recoveryCode === undefined) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter the 6-digit code from your authenticator app' });
  }
});
export type TDisableMfaPayload = z.input<typeof ZDisableMfaPayload>;

export const ZDisableMfaResult = z.object({ disabled: z.literal(true) });
export type TDisableMfaResult = z.infer<typeof ZDisableMfaResult>;

export const disableMfaCall = defineCall({
  path: '/mfa/disable',
  summary: 'Turn off two-factor authentication (password and a code required).',
  payload: ZDisableMfaPayload,
  result: ZDisableMfaResult,
  auth: { kind: 'session' },
  example: { password: 'Demo@12345', code: '123456' },
});
