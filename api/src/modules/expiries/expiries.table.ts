import { boolean, date, integer, jsonb, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TExpiryKind } from 'shared/contract';
import { tenantTable } from '../../platform/db/tenant-table';

/** The tenant's expiry reminder settings (one row per tenant; defaults when absent). */
export const expirySettings = tenantTable(
  'expiry_settings',
  {
    enabled: boolean('enabled').notNull().default(true),
    leadTimes: jsonb('lead_times').$type<number[]>().notNull(),
    recipients: jsonb('recipients').$type<{ attorney: boolean; petitionerHr: boolean; beneficiary: boolean }>().notNull(),
    kinds: jsonb('kinds').$type<TExpiryKind[]>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'expiry_settings_pkey', columns: [t.tenantId] })],
);

/** Reminders sent: one per item (beneficiary, kind, date) and lead time, never twice. */
export const expiryRemindersSent = tenantTable(
  'expiry_reminders_sent',
  {
    beneficiaryId: uuid('beneficiary_id').notNull(),
    kind: text('kind').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    leadDays: integer('lead_days').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'expiry_reminders_sent_pkey', columns: [t.tenantId, t.beneficiaryId, t.kind, t.expiryDate, t.leadDays] }),
  ],
);

/** Private iCalendar feed addresses, one per user (token stored hashed). */
export const icsTokens = tenantTable(
  'ics_tokens',
  {
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'ics_tokens_pkey', columns: [t.tenantId, t.userId] }),
    uniqueIndex('ics_tokens_hash_key').on(t.tenantId, t.tokenHash),
  ],
);
