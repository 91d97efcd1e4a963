import { sql } from 'drizzle-orm';
import {
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  index,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Users of a tenant. Platform operators are users of the platform scope
 * (tenant_id = PLATFORM_TENANT_ID). The auth issue adds MFA and the rest.
 */
export const users = tenantTable(
  'users',
  {
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    roleId: integer('role_id').notNull(),
    /** 1 = external user (SPEC §6: internal means isExternal is not 1). */
    isExternal: integer('is_external').notNull().default(0),
    /** active, inactive, invited. */
    status: text('status').notNull().default('active'),
    passwordHash: text('password_hash'),
    branchIds: jsonb('branch_ids').$type<string[]>().notNull().default([]),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'users_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('users_email_key').on(t.tenantId, sql`lower(${t.email})`),
    index('users_role_idx').on(t.tenantId, t.roleId),
  ],
);

export type UserRow = typeof users.$inferSelect;
