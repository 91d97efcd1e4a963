import { integer, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/** A user's starred pages (SPEC §2: at most 10), kept on the server so they follow the user. */
export const starredPages = tenantTable(
  'starred_pages',
  {
    userId: uuid('user_id').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'starred_pages_pkey', columns: [t.tenantId, t.userId, t.path] })],
);

export type StarredRow = typeof starredPages.$inferSelect;
