import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZMfaSettings } from './mfa-schemas';

export const ZGetMfaSettingsPayload = callPayload({});
export type TGetMfaSettingsPayload = z.input<typeof ZGetMfaSettingsPayload>;

export const ZGetMfaSettingsResult = ZMfaSettings;
export type TGetMfaSettingsResult = z.infer<typeof ZGetMfaSettingsResult>;

export const getMfaSettingsCall = defineCall({
  path: '/mfa/settings',
  summary: 'The tenant’s two-factor policy (switch and grace date).',
  payload: ZGetMfaSettingsPayload,
  result: ZGetMfaSettingsResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  rateLimit: 'default',
  example: {},
});
