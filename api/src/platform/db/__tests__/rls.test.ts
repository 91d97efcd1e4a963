import { sql } from 'drizzle-orm';
import { branches } from '../../../modules/branches';
import { masterdata } from '../../../modules/masterdata';
import { createTestTenant, openTestDatabase, testDbKinds } from '../../../testing';
import {
  APP_ROLE,
  ensureSecurity,
  PLATFORM_TENANT_ID,
  rowsOf,
  SecurityCheckError,
  verifySecurity,
  withPlatform,
  withTenant,
  type Database,
} from '..';

describe.each(testDbKinds())('tenant isolation in the database (%s)', (kind) => {
  let database: Database;
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    a = (await createTestTenant(database.db)).id;
    b = (await createTestTenant(database.db)).id;
    await withTenant(database.db, a, (tx) => tx.insert(branches).values({ name: 'A office' }));
    await withTenant(database.db, b, (tx) => tx.insert(branches).values({ name: 'B office' }));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('shows a tenant only its own rows', async () => {
    const seenByA = await withTenant(database.db, a, (tx) => tx.select().from(branches));
    expect(seenByA.map((r) => r.name)).toEqual(['A office']);
    expect(seenByA[0]!.tenantId).toBe(a);
  });

  it('returns nothing when no tenant is set', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
      return tx.select().from(branches);
    });
    expect(rows).toEqual([]);
    const md = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
      return tx.select().from(masterdata).limit(1);
    });
    expect(md).toEqual([]);
  });

  it('shows the platform scope no tenant rows, but global master data', async () => {
    expect(await withPlatform(database.db, (tx) => tx.select().from(branches))).toEqual([]);
    const md = await withPlatform(database.db, (tx) => tx.select().from(masterdata).limit(1));
    expect(md[0]?.tenantId).toBe(PLATFORM_TENANT_ID);
  });

  it('refuses writes into another tenant and leaves its rows untouched', async () => {
    const err = await withTenant(database.db, a, (tx) => tx.insert(branches).values({ tenantId: b, name: 'sneaky' })).then(
      () => undefined,
      (e: Error & { cause?: Error }) => e,
    );
    expect(String(err?.cause?.message ?? err?.message)).toMatch(/row-level security/i);
    const updated = await withTenant(database.db, a, (tx) =>
      tx.update(branches).set({ name: 'hijacked' }).where(sql`tenant_id = ${b}`).returning(),
    );
    expect(updated).toEqual([]);
    const deleted = await withTenant(database.db, a, (tx) => tx.delete(branches).where(sql`tenant_id = ${b}`).returning());
    expect(deleted).toEqual([]);
    const stillB = await withTenant(database.db, b, (tx) => tx.select().from(branches));
    expect(stillB.map((r) => r.name)).toEqual(['B office']);
  });

  it('lets tenants read global master data but not change it', async () => {
    const changed = await withTenant(database.db, a, (tx) =>
      tx.update(masterdata).set({ name: 'Renamed' }).where(sql`category = 'wage_levels'`).returning(),
    );
    expect(changed).toEqual([]);
    const seen = await withTenant(database.db, a, (tx) => tx.select().from(masterdata).where(sql`category = 'wage_levels'`));
    expect(seen).toHaveLength(4);
  });

  it('runs requests under a role that cannot bypass row-level security', async () => {
    const { rows } = await database.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      `select rolsuper, rolbypassrls from pg_roles where rolname = $1`,
      [APP_ROLE],
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
    const who = await withTenant(database.db, a, (tx) => tx.execute(sql`select current_user as u`));
    expect(rowsOf<{ u: string }>(who)[0]!.u).toBe(APP_ROLE);
  });

  it('forces RLS on every table with a tenant_id column', async () => {
    const { rows } = await database.query<{ name: string; forced: boolean }>(`
      select c.relname as name, c.relforcerowsecurity as forced from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname = 'public'
         and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id')`);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => !r.forced)).toEqual([]);
  });

  it('refuses to start when a tenant table lacks forced RLS', async () => {
    await database.exec(`create table rogue (tenant_id uuid not null, id int)`);
    try {
      await expect(verifySecurity(database)).rejects.toThrow(SecurityCheckError);
      await expect(verifySecurity(database)).rejects.toThrow(/public\.rogue/);
      await database.exec(`alter table rogue enable row level security`);
      await expect(verifySecurity(database)).rejects.toThrow(/rogue has no row-level security policy/);
      await database.exec(`create policy rogue_p on rogue using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)`);
      await expect(verifySecurity(database)).rejects.toThrow(/rogue has row-level security but it is not FORCEd/);
      await ensureSecurity(database);
      await expect(verifySecurity(database)).resolves.toBeUndefined();
    } finally {
      await database.exec(`drop table rogue`);
    }
  });
});
