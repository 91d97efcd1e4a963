import { getTenantBySubdomainCall } from 'shared/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_LOGINS, DEMO_PASSWORD } from 'shared/domain';
import { verifyPassword } from '../../platform/auth';
import { PLATFORM_TENANT_ID, withPlatform, withTenant, type Database } from '../../platform/db';
import { branches } from '../../modules/branches';
import { users } from '../../modules/users';
import { createTestApp, openTestDatabase, callAs } from '../../testing';
import { seedDemo } from '../demo.seed';

describe('demo data', () => {
  let database: Database;
  let app: FastifyInstance;
  let ids: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase();
    const result = await seedDemo(database.db);
    expect(result.seeded).toBe(true);
    ids = result.tenants;
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('seeds the demo and acme tenants with their white-label and flags', async () => {
    const demo = (await callAs(app, getTenantBySubdomainCall, {}, { host: 'demo.localhost:4000' })).json().result;
    expect(demo).toMatchObject({ name: 'Demo Immigration Law LLP', typeId: 1, globalConfig: { employeeMngmt: 0 }, status: 'active' });
    const acme = (await callAs(app, getTenantBySubdomainCall, {}, { host: 'acme.localhost:4000' })).json().result;
    expect(acme).toMatchObject({ typeId: 2 });
  });

  it('seeds every demo login with an argon2id hash of the demo password', async () => {
    const demoUsers = await withTenant(database.db, ids.demo!, (tx) => tx.select().from(users));
    const acmeUsers = await withTenant(database.db, ids.acme!, (tx) => tx.select().from(users));
    const operators = await withPlatform(database.db, (tx) => tx.select().from(users));
    const all = [...demoUsers, ...acmeUsers, ...operators];
    expect(all.map((u) => u.email).sort()).toEqual(DEMO_LOGINS.map((l) => l.email).sort());
    expect(operators[0]).toMatchObject({ email: 'operator@passage.test', roleId: 1, tenantId: PLATFORM_TENANT_ID });
    expect(demoUsers.find((u) => u.email === 'external@demo.test')).toMatchObject({ roleId: 6, isExternal: 1 });
    const admin = demoUsers.find((u) => u.email === 'admin@demo.test')!;
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash!, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(admin.passwordHash!, 'wrong')).toBe(false);
  });

  it('gives the demo tenant branches and its profile complete; acme incomplete', async () => {
    const demoBranches = await withTenant(database.db, ids.demo!, (tx) => tx.select().from(branches));
    expect(demoBranches.length).toBeGreaterThanOrEqual(2);
    const [demo, acme] = await withPlatform(database.db, async (tx) => {
      const r = await tx.execute(`select slug, prof_completed from tenants order by slug` as never);
      return (r as unknown as { rows: { slug: string; prof_completed: string }[] }).rows.sort((a, b) => (a.slug === 'demo' ? -1 : b.slug === 'demo' ? 1 : 0));
    });
    expect(demo).toMatchObject({ slug: 'demo', prof_completed: 'yes' });
    expect(acme).toMatchObject({ slug: 'acme', prof_completed: 'no' });
  });

  it('does nothing on a database that already has tenants', async () => {
    expect((await seedDemo(database.db)).seeded).toBe(false);
  });
});
