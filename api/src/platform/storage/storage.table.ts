import { bigint, index, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../db/tenant-table';

/** Stored files: one row per uploaded object, keyed by the server-made storage key. */
export const files = tenantTable(
  'files',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** `t/<tenantId>/<yyyy>/<mm>/<uuid>.<ext>`; never chosen by the client. */
    key: text('key').notNull(),
    /** The client's file name, for display and download. */
    name: text('name').notNull(),
    /** Type decided from the bytes, not from the client's claim. */
    mimetype: text('mimetype').notNull(),
    extn: text('extn').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    petitionId: uuid('petition_id'),
    /** `active`, or `deleted` once its bytes are removed. */
    status: text('status').notNull().default('active'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'files_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('files_key_key').on(t.tenantId, t.key),
    index('files_petition_idx').on(t.tenantId, t.petitionId),
  ],
);

export type FileRow = typeof files.$inferSelect;
