import { index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Reminders (issue 18.4): a local date and time in `timezone`, a repeat rule, recipients (users
 * and e-mail addresses) and a status. `next_at` is the next delivery (UTC); the job queued for it
 * carries that instant and does nothing when the row has moved on (rescheduled, done, snoozed).
 */
export const reminders = tenantTable(
  'reminders',
  {
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    /** case, beneficiary, petitioner, task (or null). */
    recordType: text('record_type'),
    recordId: uuid('record_id'),
    /** The first occurrence, local to `timezone`: YYYY-MM-DD and HH:mm. */
    localDate: text('local_date').notNull(),
    localTime: text('local_time').notNull(),
    timezone: text('timezone').notNull(),
    /** none, daily, weekly, monthly, yearly (an RRULE FREQ). */
    repeat: text('repeat').notNull().default('none'),
    /** active, done, snoozed */
    status: text('status').notNull().default('active'),
    nextAt: timestamp('next_at', { withTimezone: true }),
    recipientUserIds: jsonb('recipient_user_ids').$type<string[]>().notNull().default([]),
    recipientEmails: jsonb('recipient_emails').$type<string[]>().notNull().default([]),
    /** The tenant's address the deep links of its mails point to (taken at save). */
    linkOrigin: text('link_origin').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    sentCount: integer('sent_count').notNull().default(0),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'reminders_pkey', columns: [t.tenantId, t.id] }),
    index('reminders_next_idx').on(t.tenantId, t.status, t.nextAt),
    index('reminders_creator_idx').on(t.tenantId, t.createdBy, t.nextAt),
    index('reminders_record_idx').on(t.tenantId, t.recordType, t.recordId),
  ],
);
export type ReminderRow = typeof reminders.$inferSelect;
