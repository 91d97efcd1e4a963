import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { referencePolicies, tenantIdColumn } from '../../platform/db/tenant-table';
import { pgTable } from 'drizzle-orm/pg-core';

/** Ids of master data that tenants add start here, above every seeded id. */
export const masterdataTenantIdSeq = pgSequence('masterdata_tenant_id_seq', { startWith: 1_000_000 });

/**
 * Reference lists (countries, states, SOC codes, statuses…). Seeded rows belong to the platform
 * (tenant_id = PLATFORM_TENANT_ID) and are visible in every scope; rows a tenant adds are its own.
 */
export const masterdata = pgTable(
  'masterdata',
  {
    tenantId: tenantIdColumn(),
    category: text('category').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    designation: text('designation'),
    countryId: integer('country_id'),
    stateId: integer('state_id'),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'masterdata_pkey', columns: [t.tenantId, t.category, t.id] }),
    index('masterdata_list_idx').on(t.tenantId, t.category, t.sortOrder, t.name),
    index('masterdata_state_idx').on(t.tenantId, t.category, t.stateId),
    index('masterdata_country_idx').on(t.tenantId, t.category, t.countryId),
    index('masterdata_parent_idx').on(t.tenantId, t.category, t.parentId),
    index('masterdata_name_idx').on(t.tenantId, t.category, sql`lower(${t.name})`),
    ...referencePolicies('masterdata'),
  ],
);

export type MasterdataRow = typeof masterdata.$inferSelect;
export type NewMasterdataRow = typeof masterdata.$inferInsert;
