import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Case messages (docs/messages.md): one thread per case, keyed by (tenant_id, petition_id). A
 * message is `internal` (staff only) or `shared` (with the client too); its author is a signed-in
 * user or a client answering through a reply link.
 */
export const communicationMessages = tenantTable(
  'communication_messages',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    body: text('body').notNull(),
    visibility: text('visibility').$type<'internal' | 'shared'>().notNull(),
    /** `user` (signed in) or `link` (a reply through a mailed link). */
    authorKind: text('author_kind').$type<'user' | 'link'>().notNull(),
    authorUserId: uuid('author_user_id'),
    authorName: text('author_name').notNull(),
    /** The author was firm staff when writing. */
    authorStaff: boolean('author_staff').notNull(),
    /** The reply link (communication_links.id) a link reply came through. */
    replyLinkId: uuid('reply_link_id'),
    mentions: jsonb('mentions').$type<{ userId: string; name: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'communication_messages_pkey', columns: [t.tenantId, t.id] }),
    index('communication_messages_thread_idx').on(t.tenantId, t.petitionId, t.createdAt),
    index('communication_messages_created_idx').on(t.tenantId, t.createdAt),
    index('communication_messages_body_idx').on(t.tenantId, sql`lower(${t.body})`),
  ],
);
export type MessageRow = typeof communicationMessages.$inferSelect;

/**
 * Read state: per user and case thread, the time up to which the user has read (a watermark). A
 * message is unread for a user when it is newer than the watermark and someone else wrote it.
 */
export const communicationReads = tenantTable(
  'communication_reads',
  {
    petitionId: uuid('petition_id').notNull(),
    userId: uuid('user_id').notNull(),
    readUntil: timestamp('read_until', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'communication_reads_pkey', columns: [t.tenantId, t.userId, t.petitionId] }),
  ],
);

/** Files a message holds (uploaded with /s3/upload, then attached); they follow its visibility. */
export const communicationAttachments = tenantTable(
  'communication_attachments',
  {
    id: uuid('id').notNull().defaultRandom(),
    messageId: uuid('message_id').notNull(),
    petitionId: uuid('petition_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    mimetype: text('mimetype').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'communication_attachments_pkey', columns: [t.tenantId, t.id] }),
    index('communication_attachments_message_idx').on(t.tenantId, t.messageId),
    index('communication_attachments_key_idx').on(t.tenantId, t.key),
  ],
);
export type AttachmentRow = typeof communicationAttachments.$inferSelect;

/**
 * A client a case's shared messages are mailed to (a petitioner's user, the beneficiary), and
 * through whose reply links they answer. Link tokens (`link_tokens`, purpose
 * `communication-reply`) name this row as their record: one thread, one recipient.
 */
export const communicationLinks = tenantTable(
  'communication_links',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    /** The recipient's login, if any (a beneficiary may have none). */
    userId: uuid('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'communication_links_pkey', columns: [t.tenantId, t.id] }),
    index('communication_links_thread_idx').on(t.tenantId, t.petitionId, t.email),
  ],
);
export type ReplyLinkRow = typeof communicationLinks.$inferSelect;
