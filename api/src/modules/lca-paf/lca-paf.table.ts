import { sql as sql } from 'drizzle-orm';
import { boolean, date, index, integer, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/*
 * Posting notices and public access files of LCAs (issue 19 points 3–4, docs/lca-paf.md). Keyed by
 * the LCA's case id (petition_id); the worksite is the lca module's lca_worksites row.
 */

/** One posting location of a worksite: a hard copy in a conspicuous place, or an electronic notice. */
export const lcaNotices = tenantTable(
  'lca_notices',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    worksiteId: uuid('worksite_id').notNull(),
    /** 'hardcopy' | 'electronic' (NOTICE_MODES). */
    mode: text('mode').notNull(),
    label: text('label').notNull(),
    postedOn: date('posted_on', { mode: 'string' }),
    removedOn: date('removed_on', { mode: 'string' }),
    /** The first day the notice may come down (computed from postedOn by the rules; the reminder job reads it in SQL). */
    canComeDownOn: date('can_come_down_on', { mode: 'string' }),
    /** When the "may come down" reminder went out (once per posting date). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lca_notices_pkey', columns: [t.tenantId, t.id] }),
    index('lca_notices_lca_idx').on(t.tenantId, t.petitionId, t.worksiteId),
    // Posted, still up, not reminded: what the daily reminder looks at.
    index('lca_notices_due_idx').on(t.tenantId, t.canComeDownOn).where(sql`removed_on is null and reminded_at is null and can_come_down_on is not null`),
  ],
);
export type LcaNoticeRow = typeof lcaNotices.$inferSelect;

/** Proof uploads of a notice location (photos or PDFs); the file's key is the storage key. */
export const lcaNoticeProofs = tenantTable(
  'lca_notice_proofs',
  {
    id: uuid('id').notNull().defaultRandom(),
    noticeId: uuid('notice_id').notNull(),
    petitionId: uuid('petition_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    mimetype: text('mimetype').notNull(),
    size: integer('size').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lca_notice_proofs_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('lca_notice_proofs_key').on(t.tenantId, t.key),
    index('lca_notice_proofs_notice_idx').on(t.tenantId, t.noticeId),
  ],
);
export type LcaNoticeProofRow = typeof lcaNoticeProofs.$inferSelect;

/** One LCA's public access file: texts the PDF carries, the generated file, retention inputs. */
export const lcaPafs = tenantTable(
  'lca_pafs',
  {
    petitionId: uuid('petition_id').notNull(),
    wageMemo: text('wage_memo'),
    benefitsSummary: text('benefits_summary'),
    lastWorkerLeftOn: date('last_worker_left_on', { mode: 'string' }),
    legalHold: boolean('legal_hold').notNull().default(false),
    legalHoldNote: text('legal_hold_note'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    pageCount: integer('page_count'),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    generatedBy: uuid('generated_by'),
    generatedByName: text('generated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'lca_pafs_pkey', columns: [t.tenantId, t.petitionId] }), index('lca_pafs_file_idx').on(t.tenantId, t.fileKey)],
);
export type LcaPafRow = typeof lcaPafs.$inferSelect;

/** Requests from the public to see a PAF (655.760(a): answered within one working day). */
export const lcaPafRequests = tenantTable(
  'lca_paf_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    requesterName: text('requester_name').notNull(),
    requesterContact: text('requester_contact'),
    channel: text('channel').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** One working day after receipt (the rules compute it; stored so lists sort and filter in SQL). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    answeredOn: date('answered_on', { mode: 'string' }),
    answerMethod: text('answer_method'),
    note: text('note'),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lca_paf_requests_pkey', columns: [t.tenantId, t.id] }),
    index('lca_paf_requests_lca_idx').on(t.tenantId, t.petitionId),
    index('lca_paf_requests_due_idx').on(t.tenantId, t.answeredOn, t.dueOn),
  ],
);
export type LcaPafRequestRow = typeof lcaPafRequests.$inferSelect;
