import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZDriveFolder, ZDriveItemId, ZDriveProviderPayload } from './drives-schemas';

export const ZDriveFoldersPayload = callPayload({ ...ZDriveProviderPayload, parentId: ZDriveItemId.nullable().default(null) });
export type TDriveFoldersPayload = z.input<typeof ZDriveFoldersPayload>;

export const driveFoldersCall = defineCall({
  path: '/drives/folders',
  summary: 'The folders inside a folder of the connected drive (the root when parentId is null).',
  payload: ZDriveFoldersPayload,
  result: z.object({ data: z.array(ZDriveFolder) }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: { provider: 'dropbox', parentId: null },
});
