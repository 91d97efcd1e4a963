import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZDriveConnection } from './drives-schemas';

export const ZDriveOauthCallbackPayload = callPayload({ code: z.string().trim().min(1).max(4000), state: z.string().trim().min(1).max(200) });
export type TDriveOauthCallbackPayload = z.input<typeof ZDriveOauthCallbackPayload>;

export const driveOauthCallbackCall = defineCall({
  path: '/drives/oauth-callback',
  summary: 'Finish the connection with the provider’s answer; a state that is not this session’s changes nothing.',
  payload: ZDriveOauthCallbackPayload,
  result: ZDriveConnection,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: { code: 'abc', state: 'state' },
});
