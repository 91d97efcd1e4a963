import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZMfaType } from '../auth/auth-schemas';
import { ZMfaSettings } from './mfa-schemas';

/** SPEC §3 MFA check (the client repeats it hourly, SPEC §9): request detailsId. */
export const ZCheck2faPayload = callPayload({
  /** The session user's detailsId; omit for the signed-in user. Managers may ask about their users. */
  detailsId: z.string().trim().min(1).max(100).optional(),
});
export type TCheck2faPayload = z.input<typeof ZCheck2faPayload>;

export const ZCheck2faResult = ZMfaSettings.extend({
  /** 'totp' when enrolled, else null. */
  mfaType: ZMfaType.nullable(),
  /** mfaEnabledByTenant, no MFA type, and the grace date has passed: the client logs out (SPEC §4). */
  mustLogout: z.boolean(),
});
export type TCheck2faResult = z.infer<typeof ZCheck2faResult>;

export const check2faCall = defineCall({
  path: '/mfa/check-2fa',
  summary: 'MFA state of a user: mfaType, mfaEnabledByTenant, gracePeriodDate (SPEC §3).',
  payload: ZCheck2faPayload,
  result: ZCheck2faResult,
  auth: { kind: 'session' },
  rateLimit: 'default',
  example: {},
});
