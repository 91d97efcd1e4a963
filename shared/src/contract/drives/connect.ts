import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZDriveProviderPayload } from './drives-schemas';

export const ZDriveConnectPayload = callPayload({ ...ZDriveProviderPayload });
export type TDriveConnectPayload = z.input<typeof ZDriveConnectPayload>;

export const driveConnectCall = defineCall({
  path: '/drives/connect',
  summary: 'Start the OAuth 2 connection (state bound to this session, PKCE): the address to send the browser to.',
  payload: ZDriveConnectPayload,
  result: z.object({ authorizeUrl: z.string() }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: { provider: 'google' },
});
