import { z } from 'zod';
import { INTERNAL_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZPassportFieldSetting } from './case-config-schemas';

export const passportFieldsCall = defineCall({
  path: '/case-config/passport-fields',
  summary: 'Which passport fields the firm’s questionnaires and beneficiary forms collect, and which are required.',
  payload: callPayload({}),
  result: z.object({ data: z.array(ZPassportFieldSetting), saved: z.boolean() }),
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  example: {},
});
