import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZDriveConnection, ZDriveItemId, ZDriveProviderPayload } from './drives-schemas';

export const ZDriveChooseFolderPayload = callPayload({ ...ZDriveProviderPayload, folderId: ZDriveItemId, folderName: z.string().trim().min(1).max(255) });
export type TDriveChooseFolderPayload = z.input<typeof ZDriveChooseFolderPayload>;

export const driveChooseFolderCall = defineCall({
  path: '/drives/choose-folder',
  summary: 'The folder the case folders are created in; mirroring of every case is queued.',
  payload: ZDriveChooseFolderPayload,
  result: ZDriveConnection,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: { provider: 'dropbox', folderId: '/Passage', folderName: 'Passage' },
});
