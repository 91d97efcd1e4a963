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
