import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../domain/limits';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZDriveCaseSync, ZDriveProviderPayload, ZDriveSyncStatus } from './drives-schemas';

export const ZDriveSyncListPayload = callPayload({
  ...ZDriveProviderPayload,
  status: ZDriveSyncStatus.nullable().default(null),
  /** Case number contains. */
  search: z.string().trim().max(100).default(''),
  sort: z.enum(['updatedAt', 'caseNumber', 'status']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export type TDriveSyncListPayload = z.input<typeof ZDriveSyncListPayload>;

export const ZDriveSyncListResult = z.object({
  data: z.array(ZDriveCaseSync),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TDriveSyncListResult = z.infer<typeof ZDriveSyncListResult>;

export const driveSyncListCall = defineCall({
  path: '/drives/sync-list',
  summary: 'Mirroring status per case (status, files, last error), paged, searched and sorted on the server.',
  payload: ZDriveSyncListPayload,
  result: ZDriveSyncListResult,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: { provider: 'dropbox', page: 1, perpage: 25 },
});
