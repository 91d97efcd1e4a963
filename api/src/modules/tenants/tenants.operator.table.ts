import { bigint, index, integer, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Firm exports (issue 16.6): one row per archive the operator asked for. The rows live in the
 * platform scope (tenant_id = the platform's nil id, since only the operator at the app host
 * reads or writes them); `firm_id` names the exported firm. The archive is a stored file of the
 * platform scope (`file_key`), opened only through /tenant/export-download.
 */
export const firmExports = tenantTable(
  'firm_exports',
  {
    id: uuid('id').notNull().defaultRandom(),
    firmId: uuid('firm_id').notNull(),
    /** queued, running, done, failed */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'firm_exports_pkey', columns: [t.tenantId, t.id] }),
    index('firm_exports_firm_idx').on(t.tenantId, t.firmId, t.createdAt),
  ],
);
export type FirmExportRow = typeof firmExports.$inferSelect;

/**
 * Firm deletion requests (issue 16.6): `delete_after` ends the grace period; the job then marks
 * the firm deleted. `cancelled` when the operator took it back in time. Platform scope, like exports.
 */
export const firmDeletions = tenantTable(
  'firm_deletions',
  {
    id: uuid('id').notNull().defaultRandom(),
    firmId: uuid('firm_id').notNull(),
    exportId: uuid('export_id').notNull(),
    /** scheduled, cancelled, completed */
    status: text('status').notNull().default('scheduled'),
    requestedBy: uuid('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'firm_deletions_pkey', columns: [t.tenantId, t.id] }),
    index('firm_deletions_firm_idx').on(t.tenantId, t.firmId, t.status),
  ],
);
export type FirmDeletionRow = typeof firmDeletions.$inferSelect;
