import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZExpirySettings } from './expiry-schemas';

export const ZSaveExpirySettingsPayload = callPayload({
  enabled: z.boolean(),
  leadTimes: z.array(z.number().int().min(1).max(730)).min(1).max(10),
  recipients: z.object({ attorney: z.boolean(), petitionerHr: z.boolean(), beneficiary: z.boolean() }),
  kinds: ZExpirySettings.shape.kinds,
});
export type TSaveExpirySettingsPayload = z.input<typeof ZSaveExpirySettingsPayload>;

export const saveExpirySettingsCall = defineCall({
  path: '/expiry/settings-save',
  summary: 'Save the tenant’s expiry reminder settings (admins).',
  payload: ZSaveExpirySettingsPayload,
  result: ZExpirySettings,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  example: {
    enabled: true,
    leadTimes: [180, 90, 30],
    recipients: { attorney: true, petitionerHr: true, beneficiary: true },
    kinds: ['passport', 'visa', 'i94', 'status', 'ead', 'i797', 'max_out'],
  },
});
