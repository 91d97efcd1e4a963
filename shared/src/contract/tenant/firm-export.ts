import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

/** Issue 16.6: a firm's deletion waits this long after the operator asks; until then it can be cancelled. */
export const FIRM_DELETION_GRACE_DAYS = 14;
export const FIRM_DELETION_GRACE_MS = FIRM_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;
export const FIRM_DELETION_NEEDS_EXPORT = 'Export the firm’s data before deleting it: no finished export exists.';

export const FIRM_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ZFirmExport = z.object({
  id: z.string(),
  tenantId: z.string(),
  status: z.enum(FIRM_EXPORT_STATUSES),
  /** 0–100: tables and files written so far. */
  progress: z.number().int(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TFirmExport = z.infer<typeof ZFirmExport>;

export const ZFirmDeletion = z.object({
  id: z.string(),
  tenantId: z.string(),
  status: z.enum(['scheduled', 'cancelled', 'completed']),
  exportId: z.string(),
  requestedAt: z.string(),
  deleteAfter: z.string(),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type TFirmDeletion = z.infer<typeof ZFirmDeletion>;

export const ZExportTenantPayload = callPayload({ tenantId: z.uuid() });
export type TExportTenantPayload = z.input<typeof ZExportTenantPayload>;

export const exportTenantCall = defineCall({
  path: '/tenant/export',
  summary: 'Operator: start a background export of a firm (its records as JSON and CSV, its stored files) into a zip archive.',
  payload: ZExportTenantPayload,
  result: ZFirmExport,
  auth: { kind: 'operator' },
  scope: 'platform',
  creates: true,
  ids: { tenantId: 'tenant' },
  example: { tenantId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f' },
});

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

export const ZTenantDeleteCancelPayload = callPayload({ tenantId: z.uuid() });

export const tenantDeleteCancelCall = defineCall({
  path: '/tenant/delete-cancel',
  summary: 'Operator: cancel a firm’s scheduled deletion within its grace period.',
  payload: ZTenantDeleteCancelPayload,
  result: ZFirmDeletion,
  auth: { kind: 'operator' },
  scope: 'platform',
  ids: { tenantId: 'tenant' },
  example: { tenantId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f' },
});

export const FIRM_EXPORT_CALLS = [exportTenantCall, tenantExportListCall, tenantExportDownloadCall, tenantDeleteCancelCall] as const;
