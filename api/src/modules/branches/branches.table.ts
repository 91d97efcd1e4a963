import { sql } from 'drizzle-orm';
import { boolean, jsonb, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/** A tenant's office. Calls come with the branches issue; the demo tenant is seeded with some. */
export const branches = tenantTable(
  'branches',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    code: text('code'),
    address: jsonb('address').$type<Record<string, unknown>>(),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'branches_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('branches_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export type BranchRow = typeof branches.$inferSelect;
