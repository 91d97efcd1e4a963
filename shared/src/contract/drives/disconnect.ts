import { type z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZDriveConnection, ZDriveProviderPayload } from './drives-schemas';

export const ZDriveDisconnectPayload = callPayload({ ...ZDriveProviderPayload });
export type TDriveDisconnectPayload = z.input<typeof ZDriveDisconnectPayload>;

export const driveDisconnectCall = defineCall({
  path: '/drives/disconnect',
  summary: 'Forget the tokens, the folder and the per-case status; files already mirrored stay on the drive.',
  payload: ZDriveDisconnectPayload,
  result: ZDriveConnection,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: { provider: 'dropbox' },
});
