import { sql, type SQL } from 'drizzle-orm';
import {
  pgPolicy,
  pgRole,
  pgTable,
  uuid,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { APP_ROLE, CURRENT_TENANT_SQL } from './security';
import { PLATFORM_TENANT_ID } from './types';

/** The RLS-bound role, as drizzle-kit sees it (created by ensureSecurity, not by migrations). */
export const appRole = pgRole(APP_ROLE).existing();

const currentTenant: SQL = sql.raw(CURRENT_TENANT_SQL);

/** The standard policy: a row is visible and writable only in its own tenant's scope. */
export function tenantPolicy(table: string): PgTableExtraConfigValue {
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`tenant_id = ${currentTenant}`,
    withCheck: sql`tenant_id = ${currentTenant}`,
  });
}

/**
 * Policies for reference tables that mix platform-owned rows (tenant_id = the platform id) with
 * rows a tenant added: every scope reads the platform rows, writes stay in the own scope.
 */
export function referencePolicies(table: string): PgTableExtraConfigValue[] {
  return [
    pgPolicy(`${table}_read`, {
      as: 'permissive',
      for: 'select',
      to: appRole,
      using: sql`${currentTenant} IS NOT NULL AND tenant_id IN (${currentTenant}, ${sql.raw(`'${PLATFORM_TENANT_ID}'::uuid`)})`,
    }),
    pgPolicy(`${table}_write`, {
      as: 'permissive',
      for: 'all',
      to: appRole,
      using: sql`tenant_id = ${currentTenant}`,
      withCheck: sql`tenant_id = ${currentTenant}`,
    }),
  ];
}

/** `tenant_id uuid not null`, defaulting to the tenant of the current scope. */
export const tenantIdColumn = () =>
  uuid('tenant_id').notNull().default(sql.raw(CURRENT_TENANT_SQL));

/**
 * Defines a tenant-owned table: adds `tenant_id` (first column, defaulted from the scope) and
 * the isolation policy. Lead the primary key and every index with `tenant_id`, e.g.
 *
 *   export const notes = tenantTable('notes', { id: uuid('id').defaultRandom().notNull(), … },
 *     (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);
 */
export function tenantTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extra?: (self: any) => PgTableExtraConfigValue[], // eslint-disable-line @typescript-eslint/no-explicit-any
) {
  return pgTable(name, { tenantId: tenantIdColumn(), ...columns }, (t) => [
    ...(extra ? extra(t) : []),
    tenantPolicy(name),
  ]);
}
