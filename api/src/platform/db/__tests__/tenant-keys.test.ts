import { openTestDatabase, testDbKinds } from '../../../testing';
import type { Database } from '..';

/**
 * Citus readiness (docs/scaling.md): every tenant table can be distributed by `tenant_id` only if
 * its primary key and every unique key contain `tenant_id`; row-level security keeps tenants apart
 * until then (docs/adr/0002-tenant-isolation-in-the-database.md).
 */

/**
 * Tables of the public schema that deliberately have no `tenant_id` column, with the reason.
 * A new table without `tenant_id` fails the test until it is listed here.
 */
const PLATFORM_WIDE_TABLES: Record<string, string> = {
  tenants:
    'the tenant registry itself (its id is the tenant id); platform-owned, read by services only — a Citus reference table (docs/tenancy.md)',
  cache_epoch:
    'one row: the request caches’ epoch, bumped at commit by triggers on sessions, users and tenants; read by every call (docs/adr/0012-request-caches.md)',
  cache_invalidations:
    'what each epoch changed (kind + row id), read by processes catching up; holds ids only, no tenant data (docs/adr/0012-request-caches.md)',
};

interface KeyRow {
  table_name: string;
  key_name: string;
  kind: string;
  columns: string[] | string;
}

function columnsOf(row: KeyRow): string[] {
  if (Array.isArray(row.columns)) return row.columns;
  // node-postgres may return name[] as a '{a,b}' literal
  return String(row.columns).replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}

describe.each(testDbKinds())('tenant keys and row-level security (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function tables(): Promise<{ name: string; hasTenant: boolean; rls: boolean }[]> {
    const { rows } = await database.query<{ name: string; has_tenant: boolean; rls: boolean }>(
      `select c.relname as name,
              exists (select 1 from pg_attribute a
                       where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as has_tenant,
              c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname`,
    );
    return rows.map((r) => ({ name: r.name, hasTenant: r.has_tenant, rls: r.rls }));
  }

  it('has tenant tables to check', async () => {
    const all = await tables();
    expect(all.filter((t) => t.hasTenant).length).toBeGreaterThan(10);
  });

  it('gives every public table a tenant_id, except the listed platform-wide ones', async () => {
    const without = (await tables()).filter((t) => !t.hasTenant).map((t) => t.name);
    const unlisted = without.filter((name) => !(name in PLATFORM_WIDE_TABLES));
    expect(unlisted).toEqual([]);
    // the list stays exact: a listed table that is gone or gained tenant_id is removed from it
    expect(Object.keys(PLATFORM_WIDE_TABLES).filter((name) => !without.includes(name))).toEqual([]);
  });

  it('puts tenant_id in the primary key and every unique constraint or index of tenant tables', async () => {
    const { rows } = await database.query<KeyRow>(
      `select c.relname as table_name, i.relname as key_name,
              case when x.indisprimary then 'primary key' else 'unique' end as kind,
              array(select a.attname::text from unnest(x.indkey) k(attnum)
                      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as columns
         from pg_index x
         join pg_class c on c.oid = x.indrelid
         join pg_class i on i.oid = x.indexrelid
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and (x.indisprimary or x.indisunique)
          and exists (select 1 from pg_attribute t
                       where t.attrelid = c.oid and t.attname = 'tenant_id' and not t.attisdropped)
        order by c.relname, i.relname`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const offenders = rows
      .filter((r) => !columnsOf(r).includes('tenant_id'))
      .map((r) => `${r.table_name}: ${r.kind} ${r.key_name} (${columnsOf(r).join(', ') || 'expression'})`);
    if (offenders.length) throw new Error(`keys without tenant_id:\n  ${offenders.join('\n  ')}`);
    const withoutPk = (await tables())
      .filter((t) => t.hasTenant)
      .map((t) => t.name)
      .filter((name) => !rows.some((r) => r.table_name === name && r.kind === 'primary key'));
    if (withoutPk.length) throw new Error(`tenant tables without a primary key:\n  ${withoutPk.join('\n  ')}`);
  });

  it('enables row-level security on every tenant table', async () => {
    const offenders = (await tables()).filter((t) => t.hasTenant && !t.rls).map((t) => t.name);
    if (offenders.length) throw new Error(`tenant tables without row-level security:\n  ${offenders.join('\n  ')}`);
  });
});
