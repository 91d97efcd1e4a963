import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZPassportFieldSetting } from './case-config-schemas';

export const passportFieldsSaveCall = defineCall({
  path: '/case-config/passport-fields-save',
  summary: 'Saves which passport fields are collected and required (every field listed once).',
  payload: callPayload({
    data: z
      .array(ZPassportFieldSetting)
      .min(1)
      .max(20)
      .refine((d) => new Set(d.map((f) => f.key)).size === d.length, { message: 'A field is listed twice' }),
  }),
  result: z.object({ data: z.array(ZPassportFieldSetting), saved: z.boolean() }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: { data: [{ key: 'number', collected: true, required: true }] },
});
