import { type z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZDriveConnection, ZDriveProviderPayload } from './drives-schemas';

export const ZDriveStatusPayload = callPayload({ ...ZDriveProviderPayload });
export type TDriveStatusPayload = z.input<typeof ZDriveStatusPayload>;

export const driveStatusCall = defineCall({
  path: '/drives/status',
  summary: 'A drive’s connection (account, folder, case counts per status); never a token.',
  payload: ZDriveStatusPayload,
  result: ZDriveConnection,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: { provider: 'dropbox' },
});
