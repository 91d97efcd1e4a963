import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZDriveProviderPayload } from './drives-schemas';

export const ZDriveSyncPayload = callPayload({ ...ZDriveProviderPayload, petitionId: z.uuid().nullable().default(null) });
export type TDriveSyncPayload = z.input<typeof ZDriveSyncPayload>;

export const driveSyncCall = defineCall({
  path: '/drives/sync',
  summary: 'Queue mirroring (retry) of one case, or of every case when petitionId is null.',
  payload: ZDriveSyncPayload,
  result: z.object({ queued: z.number().int() }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { provider: 'dropbox', petitionId: null },
});
