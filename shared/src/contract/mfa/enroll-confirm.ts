import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZTotpCode } from '../auth/auth-schemas';

/** Confirms enrolment with a code from the app; answers 10 one-time recovery codes, shown once. */
export const ZEnrollConfirmPayload = callPayload({ code: ZTotpCode });
export type TEnrollConfirmPayload = z.input<typeof ZEnrollConfirmPayload>;

export const ZEnrollConfirmResult = z.object({
  mfaType: z.literal('totp'),
  /** e.g. `K7Q2M-9XH4R`; each works once instead of a code. Stored only hashed. */
  recoveryCodes: z.array(z.string()),
});
export type TEnrollConfirmResult = z.infer<typeof ZEnrollConfirmResult>;

export const enrollConfirmCall = defineCall({
  path: '/mfa/enroll-confirm',
  summary: 'Finish enrolment with a code from the authenticator app; answers the recovery codes.',
  payload: ZEnrollConfirmPayload,
  result: ZEnrollConfirmResult,
  auth: { kind: 'session' },
  example: { code: '123456' },
});
