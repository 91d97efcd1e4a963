import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** checklist, rfe_response (RFE case response documents) or uscis_notice. */
    category: text('category').notNull().default('checklist'),
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
    /** USCIS notices: the notice type, the date on the notice and its receipt number. */
    noticeType: text('notice_type'),
    noticeDate: date('notice_date', { mode: 'string' }),
    receiptNumber: text('receipt_number'),
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

/**
 * Requests for attorney approval of an RFE case's response documents. At most one is pending per
 * case; deciding it sets the covered documents' status (true approved, false sent back).
 */
export const rfeResponseApprovals = tenantTable(
  'rfe_response_approvals',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    /** pending, approved, rejected. */
    status: text('status').notNull().default('pending'),
    note: text('note'),
    documentIds: jsonb('document_ids').$type<string[]>().notNull().default([]),
    requestedBy: uuid('requested_by').notNull(),
    requestedByName: text('requested_by_name'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ name: 'rfe_response_approvals_pkey', columns: [t.tenantId, t.id] }),
    index('rfe_response_approvals_petition_idx').on(t.tenantId, t.petitionId, t.requestedAt),
  ],
);
export type RfeResponseApprovalRow = typeof rfeResponseApprovals.$inferSelect;
