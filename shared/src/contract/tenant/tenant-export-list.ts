import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFirmDeletion, ZFirmExport } from './firm-export';

export const ZTenantExportListPayload = callPayload({ tenantId: z.uuid() });
export const ZTenantExportListResult = z.object({
  data: z.array(ZFirmExport),
  /** The latest deletion request of the firm, if any. */
  deletion: ZFirmDeletion.nullable(),
});
export type TTenantExportListResult = z.infer<typeof ZTenantExportListResult>;

export const tenantExportListCall = defineCall({
  path: '/tenant/export-list',
  summary: 'Operator: the exports of a firm (newest first, at most 20) with their progress, and its deletion request.',
  payload: ZTenantExportListPayload,
  result: ZTenantExportListResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  ids: { tenantId: 'tenant' },
  example: { tenantId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f' },
});
