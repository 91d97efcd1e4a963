import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZMfaSettings } from './mfa-schemas';

/** Tenant admin: require two-factor authentication, with a grace date for users to enrol. */
export const ZUpdateMfaSettingsPayload = callPayload({
  mfaEnabledByTenant: z.boolean(),
  /**
   * ISO date (YYYY-MM-DD: the end of that day, UTC) or date-time. Omitted when turning the switch
   * on: 14 days from now. Null or a past date: no grace (refused unless the admin has MFA).
   */
  gracePeriodDate: z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Expected a date like 2025-12-31')
    .nullable()
    .optional(),
});
export type TUpdateMfaSettingsPayload = z.input<typeof ZUpdateMfaSettingsPayload>;

export const ZUpdateMfaSettingsResult = ZMfaSettings;
export type TUpdateMfaSettingsResult = z.infer<typeof ZUpdateMfaSettingsResult>;

export const updateMfaSettingsCall = defineCall({
  path: '/mfa/update-settings',
  summary: 'Tenant admin: turn required two-factor authentication on or off and set the grace date.',
  payload: ZUpdateMfaSettingsPayload,
  result: ZUpdateMfaSettingsResult,
  auth: { kind: 'session', roles: [3] },
  scope: 'tenant',
  rateLimit: 'default',
  example: { mfaEnabledByTenant: true, gracePeriodDate: '2030-01-31' },
});
