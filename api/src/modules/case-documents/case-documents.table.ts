import { boolean, index, integer, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Files attached to a case's document checklist (docs/documents.md). One row per uploaded
 * version: a new upload to a slot marks the one it replaces `current = false` and points at it
 * through `replaces_id`. `status` is SPEC §3 File status: true accepted, false rejected, null
 * awaiting review.
 */
export const caseDocuments = tenantTable(
  'case_documents',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    docKey: text('doc_key').notNull(),
    fileId: uuid('file_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    mimetype: text('mimetype').notNull(),
    extn: text('extn').notNull(),
    size: integer('size').notNull(),
    version: integer('version').notNull().default(1),
    current: boolean('current').notNull().default(true),
    replacesId: uuid('replaces_id'),
    status: boolean('status'),
    reason: text('reason'),
    /** staff or client. */
    uploadedByKind: text('uploaded_by_kind').notNull(),
    uploadedBy: uuid('uploaded_by'),
    uploadedByName: text('uploaded_by_name'),
    reviewedBy: uuid('reviewed_by'),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'case_documents_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('case_documents_file_key').on(t.tenantId, t.fileId),
    index('case_documents_petition_idx').on(t.tenantId, t.petitionId, t.docKey),
    index('case_documents_review_idx').on(t.tenantId, t.current, t.createdAt),
  ],
);
export type CaseDocumentRow = typeof caseDocuments.$inferSelect;
export type NewCaseDocumentRow = typeof caseDocuments.$inferInsert;
