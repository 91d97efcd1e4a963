import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgPolicy, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENT_TENANT_SQL } from '../../platform/db/security';
import { appRole, tenantIdColumn } from '../../platform/db/tenant-table';
import { PLATFORM_TENANT_ID } from '../../platform/db/types';

/*
 * Support tickets (issue 18.5, docs/support-tickets.md). Every row belongs to the firm (tenant_id)
 * the ticket came from or was opened in. Tickets to the product's operator (audience 'operator')
 * are also open to the platform scope, so the operator reads and works every firm's tickets to it
 * in one paged query: the policy below is the standard tenant policy plus that one case. The
 * operator's scope sees no other row of a firm, and a firm's scope still sees only its own rows.
 */
const current = sql.raw(CURRENT_TENANT_SQL);
const platform = sql.raw(`'${PLATFORM_TENANT_ID}'::uuid`);

function ticketPolicy(table: string) {
  const rule = sql`tenant_id = ${current} OR (${current} = ${platform} AND audience = 'operator')`;
  return pgPolicy(`${table}_ticket_isolation`, { as: 'permissive', for: 'all', to: appRole, using: rule, withCheck: rule });
}

export const supportTickets = pgTable(
  'support_tickets',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    /** Running number within the firm (shown as #n). */
    number: integer('number').notNull(),
    /** Who receives it: 'firm' (from a client) or 'operator' (from the firm's staff). */
    audience: text('audience').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    priority: text('priority').notNull().default('normal'),
    type: text('type').notNull().default('question'),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    assignedTo: uuid('assigned_to'),
    assignedToName: text('assigned_to_name'),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'support_tickets_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('support_tickets_number_key').on(t.tenantId, t.number),
    index('support_tickets_audience_idx').on(t.tenantId, t.audience, t.updatedAt),
    index('support_tickets_creator_idx').on(t.tenantId, t.createdBy, t.updatedAt),
    ticketPolicy('support_tickets'),
  ],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;

export const supportTicketComments = pgTable(
  'support_ticket_comments',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    ticketId: uuid('ticket_id').notNull(),
    /** The ticket's audience, copied so the row follows the ticket's policy. */
    audience: text('audience').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    /** 'requester' or 'receiver'. */
    side: text('side').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'support_ticket_comments_pkey', columns: [t.tenantId, t.id] }),
    index('support_ticket_comments_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt),
    ticketPolicy('support_ticket_comments'),
  ],
);
export type SupportTicketCommentRow = typeof supportTicketComments.$inferSelect;

/** Stored files a ticket (comment_id null) or one of its comments holds. */
export const supportTicketFiles = pgTable(
  'support_ticket_files',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    ticketId: uuid('ticket_id').notNull(),
    commentId: uuid('comment_id'),
    audience: text('audience').notNull(),
    /** The storage key; its tenant is the uploader's scope (the platform's for the operator). */
    key: text('key').notNull(),
    name: text('name').notNull(),
    mimetype: text('mimetype').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'support_ticket_files_pkey', columns: [t.tenantId, t.id] }),
    index('support_ticket_files_ticket_idx').on(t.tenantId, t.ticketId),
    index('support_ticket_files_key_idx').on(t.tenantId, t.key),
    ticketPolicy('support_ticket_files'),
  ],
);
export type SupportTicketFileRow = typeof supportTicketFiles.$inferSelect;
