import { sql } from 'drizzle-orm';
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
 * Cases (petitions), RFE cases, follow-ons, external and old (imported) cases: one table, told
 * apart by `kind` and flags. Everything a list filters or sorts on is a column; the workflow used
 * is snapshotted in `workflow` (later edits of the tenant's configuration never change a running
 * case). Under row-level security only leakproof operators (=, <, > on uuid, int, date, text) can
 * drive an index, so "assigned to me" is an OR of six indexed equalities, the receipt and case
 * number searches are plain equalities on stored upper-case values, and the deadline sort has an
 * index on its exact expression (docs/cases.md "Performance").
 */
export const petitions = tenantTable(
  'petitions',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** Generated per tenant (`H1B-2026-00042`); unique per tenant. */
    caseNumber: text('case_number').notNull(),
    /** The tenant's own number when the tenant allows custom case numbers (ASSIGN_CUSTOM_CASE_NO). */
    customCaseNumber: text('custom_case_number'),
    /** petition, rfe, perm, gc (SPEC §3 case kinds; from the type's master data). */
    kind: text('kind').notNull().default('petition'),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id'),
    statusId: integer('status_id').notNull().default(1),
    /** Case title (e.g. the job title); SPEC §3 list filter `title`. */
    title: text('title'),
    petitionerId: uuid('petitioner_id'),
    beneficiaryId: uuid('beneficiary_id'),
    branchId: uuid('branch_id'),
    attorneyId: uuid('attorney_id'),
    paralegalId: uuid('paralegal_id'),
    supervisorId: uuid('supervisor_id'),
    docManagerId: uuid('doc_manager_id'),
    docExecutiveId: uuid('doc_executive_id'),
    frontOfficeId: uuid('front_office_id'),
    deadlineDate: date('deadline_date', { mode: 'string' }),
    premiumProcessing: boolean('premium_processing').notNull().default(false),
    validityFrom: date('validity_from', { mode: 'string' }),
    validityTo: date('validity_to', { mode: 'string' }),
    receiptNumber: text('receipt_number'),
    courierCarrierId: integer('courier_carrier_id'),
    courierTrackingNumber: text('courier_tracking_number'),
    /** SPEC §3 courierTrackingCategory (UPDATE_TRACKING_NUMBER once tracking is asked for). */
    courierTrackingCategory: text('courier_tracking_category'),
    /** The workflow used (snapshot of the default or the tenant's configuration at creation). */
    workflow: jsonb('workflow').$type<unknown>().notNull(),
    completedActivities: jsonb('completed_activities').$type<string[]>().notNull().default([]),
    /** Who completed which activity and when: [{ code, by, at }] in completion order. */
    completionLog: jsonb('completion_log').$type<{ code: string; by: string; at: string }[]>().notNull().default([]),
    nextActivity: text('next_activity'),
    /** SPEC §3 LCA statusLogs read by the LCA rules: [{ statusId, createdBy }]. */
    lcaStatusLogs: jsonb('lca_status_logs').$type<{ statusId: number; createdBy: string }[]>().notNull().default([]),
    /** RFE cases and follow-ons point at the case they came from. */
    parentId: uuid('parent_id'),
    /** How the case came from its parent: 'rfe' or a follow-on action key. */
    parentRelation: text('parent_relation'),
    petitionerSignRequested: boolean('petitioner_sign_requested').notNull().default(false),
    allowCustomCaseNo: boolean('allow_custom_case_no').notNull().default(false),
    fileOnlyAfterInvoice: boolean('file_only_after_invoice').notNull().default(false),
    fileOnlyAfterPayment: boolean('file_only_after_payment').notNull().default(false),
    scannedCopyCount: integer('scanned_copy_count').notNull().default(0),
    /** approved, rfe, denied, withdrawn (the last USCIS response recorded). */
    uscisOutcome: text('uscis_outcome'),
    uscisOutcomeDate: date('uscis_outcome_date', { mode: 'string' }),
    /** pending, approved, rejected (the admin approval of manage-approval-process). */
    approvalStatus: text('approval_status'),
    pwdPositionTypeStatus: text('pwd_position_type_status'),
    /** Case handled by an external firm (case transfer) / shown on /external-cases. */
    isExternal: boolean('is_external').notNull().default(false),
    externalFirm: text('external_firm'),
    /** Imported by import-old-cases / migrate-old-cases (shown on /old-cases). */
    isOld: boolean('is_old').notNull().default(false),
    /** Everything else (employer size for fees, RFE notice details, follow-on carry-over…). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'petitions_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('petitions_case_number_key').on(t.tenantId, sql`lower(${t.caseNumber})`),
    index('petitions_receipt_eq_idx').on(t.tenantId, t.receiptNumber),
    index('petitions_case_number_eq_idx').on(t.tenantId, t.caseNumber),
    index('petitions_custom_no_eq_idx').on(t.tenantId, t.customCaseNumber),
    index('petitions_status_branch_deadline_idx').on(t.tenantId, t.statusId, t.branchId, t.deadlineDate, t.id),
    index('petitions_deadline_idx').on(t.tenantId, t.deadlineDate, t.id),
    index('petitions_deadline_sort_idx').on(t.tenantId, sql`coalesce(${t.deadlineDate}, '9999-12-31'::date)`, t.id),
    index('petitions_attorney_idx').on(t.tenantId, t.attorneyId),
    index('petitions_paralegal_idx').on(t.tenantId, t.paralegalId),
    index('petitions_supervisor_idx').on(t.tenantId, t.supervisorId),
    index('petitions_doc_manager_idx').on(t.tenantId, t.docManagerId),
    index('petitions_doc_executive_idx').on(t.tenantId, t.docExecutiveId),
    index('petitions_front_office_idx').on(t.tenantId, t.frontOfficeId),
    index('petitions_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('petitions_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('petitions_type_idx').on(t.tenantId, t.typeId, t.subTypeId),
    index('petitions_petitioner_idx').on(t.tenantId, t.petitionerId),
    index('petitions_beneficiary_idx').on(t.tenantId, t.beneficiaryId),
    index('petitions_branch_idx').on(t.tenantId, t.branchId, t.updatedAt, t.id),
    index('petitions_parent_idx').on(t.tenantId, t.parentId),
    // Dashboard counts (modules/dashboard, docs/dashboard.md "Speed"): every column a widget groups
    // or filters on, so a firm-wide count is an index-only scan instead of reading every case row.
    index('petitions_dashboard_idx').on(
      t.tenantId,
      t.statusId,
      t.branchId,
      t.typeId,
      t.subTypeId,
      t.petitionerId,
      t.beneficiaryId,
      t.deadlineDate,
      t.updatedAt,
      t.deletedAt,
      t.kind,
      t.isOld,
      t.isExternal,
    ),
    // The reports (docs/reports.md "Speed"): index-only scans for counts by branch and status
    // (case list report counts and chart, branch-wise summary) and the newest cases of a branch in
    // index order; counts by petitioner (cases by customer). Live cases only.
    // (drizzle has no INCLUDE: the covered columns trail the key.)
    index('petitions_report_branch_idx')
      .on(t.tenantId, t.branchId, t.createdAt, t.id, t.statusId, t.deadlineDate, t.isOld)
      .where(sql`${t.deletedAt} is null`),
    index('petitions_report_petitioner_idx')
      .on(t.tenantId, t.petitionerId, t.statusId, t.createdAt, t.isOld)
      .where(sql`${t.deletedAt} is null`),
  ],
);
export type PetitionRow = typeof petitions.$inferSelect;
export type NewPetitionRow = typeof petitions.$inferInsert;

/** The next case number per tenant and prefix (`H1B-2026`): an upsert counter, gap-free per prefix. */
export const petitionCounters = tenantTable(
  'petition_counters',
  {
    prefix: text('prefix').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'petition_counters_pkey', columns: [t.tenantId, t.prefix] })],
);

/** Everything that happened to a case: who, when, which activity, the case before and after. */
export const petitionActivity = tenantTable(
  'petition_activity',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    /** create, update, complete-activity, assign, tracking, approval, outcome, transfer, bulk-replace, undo… */
    action: text('action').notNull(),
    activityCode: text('activity_code'),
    userId: uuid('user_id'),
    userName: text('user_name'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'petition_activity_pkey', columns: [t.tenantId, t.id] }),
    index('petition_activity_petition_idx').on(t.tenantId, t.petitionId, t.at, t.id),
    index('petition_activity_user_idx').on(t.tenantId, t.userId, t.at),
  ],
);
export type PetitionActivityRow = typeof petitionActivity.$inferSelect;

/*
 * Notes (petition_notes), saved views (petition_views) and workflow configuration
 * (workflow_configs) are defined by their own modules since issue 15.3: modules/notes,
 * modules/saved-views, modules/workflow-config (same tables, same migrations).
 */

/** One applied bulk replacement, kept so it can be undone within the window. */
export const petitionBulkBatches = tenantTable(
  'petition_bulk_batches',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** [{ petitionId, field, before, after }] */
    changes: jsonb('changes').$type<{ petitionId: string; field: string; before: string | null; after: string | null }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoUntil: timestamp('undo_until', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'petition_bulk_batches_pkey', columns: [t.tenantId, t.id] })],
);
