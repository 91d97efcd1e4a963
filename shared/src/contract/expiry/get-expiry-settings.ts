import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZExpirySettings } from './expiry-schemas';

export const ZGetExpirySettingsPayload = callPayload({});
export type TGetExpirySettingsPayload = z.input<typeof ZGetExpirySettingsPayload>;

export const getExpirySettingsCall = defineCall({
  path: '/expiry/settings-get',
  summary: 'The tenant’s expiry reminder settings (defaults 180/90/30 days to attorney and petitioner HR).',
  payload: ZGetExpirySettingsPayload,
  result: ZExpirySettings,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: {},
});
