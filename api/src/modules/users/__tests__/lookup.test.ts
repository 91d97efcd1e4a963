import { lookupUsersCall, manageUserStatusCall } from 'shared/contract';
import { callAs, testDbKinds } from '../../../testing';
import { ACME, APP, DEMO, body, errorOf, openIdentityHarness, signIn, userByEmail, type IdentityHarness } from '../../../testing/identity-harness';
import { ROLE } from 'shared/domain';

type Item = { id: string; name: string; roleId: number };

describe.each(testDbKinds())('/users/lookup (%s)', (kind) => {
  let h: IdentityHarness;
  let admin: string;
  let paralegal: string;
  beforeAll(async () => {
    h = await openIdentityHarness(kind);
    admin = (await signIn(h.app, DEMO, 'admin@demo.test')).token;
    paralegal = (await signIn(h.app, DEMO, 'paralegal@demo.test')).token;
  });
  afterAll(async () => h?.close());

  const lookup = (token: string, payload: object, host = DEMO) => callAs(h.app, lookupUsersCall, payload, { host, token });

  it('any internal user gets the active internal users by name: id, name and role only', async () => {
    const res = await lookup(paralegal, {});
    expect(res.statusCode).toBe(200);
    const data = body(res).result.data as Item[];
    const roles = new Set(data.map((u) => u.roleId));
    for (const r of roles) expect(r >= 3 && r <= 13).toBe(true);
    expect(data.map((u) => u.name)).toEqual([...data.map((u) => u.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const u of data) expect(Object.keys(u).sort()).toEqual(['id', 'name', 'roleId']);
    const attorney = await userByEmail(h.database.db, h.tenants.demo, 'attorney@demo.test');
    const external = await userByEmail(h.database.db, h.tenants.demo, 'external@demo.test');
    const petitioner = await userByEmail(h.database.db, h.tenants.demo, 'petitioner@demo.test');
    const ids = data.map((u) => u.id);
    expect(ids).toContain(attorney.id);
    expect(ids).not.toContain(external.id); // isExternal 1
    expect(ids).not.toContain(petitioner.id); // role 50
    expect(JSON.stringify(data)).not.toMatch(/@demo\.test|argon2/);
  });

  it('search, role filter, limit, and ids resolved beyond the search', async () => {
    const attorney = await userByEmail(h.database.db, h.tenants.demo, 'attorney@demo.test');
    const found = body(await lookup(paralegal, { search: 'ATTORNEY@' })).result.data as Item[];
    expect(found.map((u) => u.id)).toEqual([attorney.id]);
    const sixes = body(await lookup(paralegal, { roleIds: [6] })).result.data as Item[];
    expect(sixes.length).toBeGreaterThan(0);
    expect(sixes.every((u) => u.roleId === ROLE.ATTORNEY)).toBe(true);
    expect(body(await lookup(paralegal, { limit: 2 })).result.data).toHaveLength(2);
    const withId = body(await lookup(paralegal, { search: 'no such person', ids: [attorney.id] })).result.data as Item[];
    expect(withId.map((u) => u.id)).toEqual([attorney.id]);
    // A wildcard in the search is literal.
    expect(body(await lookup(paralegal, { search: '%' })).result.data).toEqual([]);
  });

  it('a deactivated user drops out, and comes back when reactivated', async () => {
    const supervisor = await userByEmail(h.database.db, h.tenants.demo, 'supervisor@demo.test');
    const has = async () => (body(await lookup(paralegal, { limit: 50 })).result.data as Item[]).some((u) => u.id === supervisor.id);
    expect(await has()).toBe(true);
    expect((await callAs(h.app, manageUserStatusCall, { userId: supervisor.id, status: 'inactive' }, { host: DEMO, token: admin })).statusCode).toBe(200);
    expect(await has()).toBe(false);
    // Not even through `ids`.
    expect(body(await lookup(paralegal, { ids: [supervisor.id], search: 'zzz' })).result.data).toEqual([]);
    expect((await callAs(h.app, manageUserStatusCall, { userId: supervisor.id, status: 'active' }, { host: DEMO, token: admin })).statusCode).toBe(200);
    expect(await has()).toBe(true);
  });

  it('refuses petitioners, beneficiaries, I-9 users and external users', async () => {
    for (const email of ['petitioner@demo.test', 'beneficiary@demo.test', 'i9@demo.test', 'external@demo.test']) {
      const token = (await signIn(h.app, DEMO, email)).token;
      const res = await lookup(token, {});
      expect([email, res.statusCode]).toEqual([email, 403]);
    }
  });

  it('is tenant-scoped: another tenant’s users are never answered', async () => {
    const acmeAdmin = (await signIn(h.app, ACME, 'admin@acme.test')).token;
    const attorney = await userByEmail(h.database.db, h.tenants.demo, 'attorney@demo.test');
    const res = await lookup(acmeAdmin, { ids: [attorney.id], limit: 50 }, ACME);
    expect(res.statusCode).toBe(200);
    expect((body(res).result.data as Item[]).map((u) => u.id)).not.toContain(attorney.id);
    // A demo token at acme's host is unknown there.
    expect((await lookup(paralegal, {}, ACME)).statusCode).toBe(401);
  });

  it('bad input answers 422 with the fields; no session 401; the app host refuses', async () => {
    const bad = await lookup(paralegal, { roleIds: [50], limit: 500, ids: ['nope'] });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).issues!.map((i) => i.path).sort()).toEqual(['ids.0', 'limit', 'roleIds.0']);
    expect((await callAs(h.app, lookupUsersCall, {}, { host: DEMO })).statusCode).toBe(401);
    const operator = (await signIn(h.app, APP, 'operator@passage.test')).token;
    expect([403, 404]).toContain((await lookup(operator, {}, APP)).statusCode);
  });
});
