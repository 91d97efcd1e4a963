import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Custom reports (/custom-reports): a whitelisted spec (entity, columns, filters, grouping, sort),
 * private to its owner or shared with the firm, with an optional weekly or monthly e-mail
 * delivery (schedule_* columns; `next_run_at` drives the delivery job).
 */
export const customReports = tenantTable(
  'custom_reports',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    entity: text('entity').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    groupBy: text('group_by'),
    sort: jsonb('sort').$type<{ key: string; order: 1 | -1 } | null>(),
    shared: boolean('shared').notNull().default(false),
    ownerId: uuid('owner_id').notNull(),
    /** weekly | monthly | null (no delivery). */
    scheduleFrequency: text('schedule_frequency'),
    scheduleDayOfWeek: integer('schedule_day_of_week'),
    scheduleDayOfMonth: integer('schedule_day_of_month'),
    scheduleFormat: text('schedule_format'),
    scheduleRecipients: jsonb('schedule_recipients').$type<string[]>().notNull().default([]),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'custom_reports_pkey', columns: [t.tenantId, t.id] }),
    index('custom_reports_owner_idx').on(t.tenantId, t.ownerId),
    index('custom_reports_due_idx').on(t.tenantId, t.nextRunAt).where(sql`${t.nextRunAt} is not null`),
  ],
);
export type CustomReportRow = typeof customReports.$inferSelect;

/** The firm's typical processing time of a form (absent: the product default of shared/domain/reports). */
export const processingTimes = tenantTable(
  'processing_times',
  {
    form: text('form').notNull(),
    typicalDays: integer('typical_days').notNull(),
    premiumDays: integer('premium_days'),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'processing_times_pkey', columns: [t.tenantId, t.form] })],
);

/*
 * Case tallies (issue 17 "Speed", docs/reports.md "Case tallies"): per-tenant counts of the live,
 * not-old cases, kept exact by statement-level triggers on `petitions` (migration
 * `case_tallies_triggers`: every insert, update and delete of cases adds its delta in the same
 * transaction). Read by the branch-wise summary, cases by customer and the dashboard's Cases by
 * Status / Cases Stats by Branch for a caller who sees every case (admin) and no row filter;
 * scoped or filtered views keep the indexed query over `petitions`.
 */

/** `branch_key` of cases without a branch (a primary key column cannot be null). */
export const NO_BRANCH_KEY = '00000000-0000-0000-0000-000000000000';

/** Cases per branch × status; `listed`: on the /cases list (not RFE, LCA, PWD or external cases). */
export const caseBranchTallies = tenantTable(
  'case_branch_tallies',
  {
    branchKey: uuid('branch_key').notNull(),
    statusId: integer('status_id').notNull(),
    listed: boolean('listed').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'case_branch_tallies_pkey', columns: [t.tenantId, t.branchKey, t.statusId, t.listed] })],
);

/** Open cases (status not 22, 23, 31) with a deadline, per branch × deadline date: overdue counts without reading cases. */
export const caseOpenDeadlineTallies = tenantTable(
  'case_open_deadline_tallies',
  {
    branchKey: uuid('branch_key').notNull(),
    deadlineDate: date('deadline_date', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'case_open_deadline_tallies_pkey', columns: [t.tenantId, t.branchKey, t.deadlineDate] })],
);

/** Per petitioner: cases, open, approved (22), denied (23), in RFE (24–26), withdrawn (31), latest opened. */
export const casePetitionerTallies = tenantTable(
  'case_petitioner_tallies',
  {
    petitionerId: uuid('petitioner_id').notNull(),
    total: integer('total').notNull().default(0),
    open: integer('open').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    denied: integer('denied').notNull().default(0),
    rfe: integer('rfe').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
    lastCreatedAt: timestamp('last_created_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'case_petitioner_tallies_pkey', columns: [t.tenantId, t.petitionerId] }),
    // Cases by customer's default order (largest first, petitioner id as tie-break): a page is read in index order.
    index('case_petitioner_tallies_total_idx').on(t.tenantId, t.total, t.petitionerId),
  ],
);
