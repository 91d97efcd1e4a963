import { sql } from 'drizzle-orm';
import { index, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Every change to a person or company record (issue 6 "data quality"): who, when, the record
 * before and after. Written in the same transaction as the change.
 */
export const peopleActivity = tenantTable(
  'people_activity',
  {
    id: uuid('id').notNull().defaultRandom(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'people_activity_pkey', columns: [t.tenantId, t.id] }),
    index('people_activity_entity_idx').on(t.tenantId, t.entity, t.entityId, sql`${t.at} desc`),
  ],
);

export type PeopleActivityRow = typeof peopleActivity.$inferSelect;
