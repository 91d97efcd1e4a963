import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZTenantExportDownloadPayload = callPayload({ exportId: z.uuid() });
export const ZTenantExportDownloadResult = z.object({ url: z.string(), fileName: z.string() });

export const tenantExportDownloadCall = defineCall({
  path: '/tenant/export-download',
  summary: 'Operator: a short-lived address of a finished export archive.',
  payload: ZTenantExportDownloadPayload,
  result: ZTenantExportDownloadResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  ids: { exportId: 'firmExport' },
  example: { exportId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f' },
});
