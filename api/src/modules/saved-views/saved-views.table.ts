import { sql } from 'drizzle-orm';
import { jsonb, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * A user's saved case-list views: the base64 filter, sort and columns. The table and its migration
 * are unchanged by the move out of modules/petitions (issue 15.3).
 */
export const petitionViews = tenantTable(
  'petition_views',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    list: text('list').notNull().default('cases'),
    filter: text('filter').notNull().default(''),
    search: text('search'),
    sort: jsonb('sort').$type<{ field: string; order: 1 | -1 } | null>(),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'petition_views_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('petition_views_name_key').on(t.tenantId, t.userId, t.list, sql`lower(${t.name})`),
  ],
);
export type PetitionViewRow = typeof petitionViews.$inferSelect;
