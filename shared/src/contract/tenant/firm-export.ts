import { z } from 'zod';

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
