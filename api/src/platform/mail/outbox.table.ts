import { index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailAttachment } from './mail.transport';
import { tenantTable } from '../db/tenant-table';

/**
 * Every mail the app sends, as rendered. Without SMTP_URL this is the captured outbox (status
 * `captured`); with SMTP it is the send log (`queued` → `sent` or `failed`).
 */
export const outbox = tenantTable(
  'outbox',
  {
    id: uuid('id').notNull().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    /** Attached files (base64), delivered with the mail; empty for most mails. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** `queued`, `captured`, `sent` or `failed`. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'outbox_pkey', columns: [t.tenantId, t.id] }),
    index('outbox_created_idx').on(t.tenantId, t.createdAt),
    index('outbox_to_idx').on(t.tenantId, t.to, t.createdAt),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
