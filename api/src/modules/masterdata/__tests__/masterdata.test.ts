import { addMasterdataCall, listMasterdataCall, updateMasterdataCall, type TListMasterdataPayload } from 'shared/contract';
import type { FastifyInstance } from 'fastify';
import { CASE_STATUSES, PAGE_SIZE } from 'shared/domain';
import type { Database } from '../../../platform/db';
import { callAs, createTestApp, createTestSession, createTestTenant, openTestDatabase, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';

describe.each(testDbKinds())('master data calls (%s)', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let hostA: string;
  let hostB: string;
  let adminA: TestLogin;
  let adminB: TestLogin;
  let paralegalA: TestLogin;
  let operator: TestLogin;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database);
    const a = await createTestTenant(database.db);
    const b = await createTestTenant(database.db);
    hostA = `${a.slug}.localhost`;
    hostB = `${b.slug}.localhost`;
    adminA = await createTestSession(database.db, { tenantId: a.id, roleId: 3 });
    adminB = await createTestSession(database.db, { tenantId: b.id, roleId: 3 });
    paralegalA = await createTestSession(database.db, { tenantId: a.id, roleId: 8 });
    operator = await createTestSession(database.db, { tenantId: null, roleId: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const list = (payload: TListMasterdataPayload | UncheckedPayload, host = 'localhost', token?: string) => callAs(app, listMasterdataCall, payload, { host, token });

  it('pages through a category with a stable order and a total count', async () => {
    const p1 = (await list({ category: 'countries', page: 1, perpage: 100 })).json().result;
    const p2 = (await list({ category: 'countries', page: 2, perpage: 100 })).json().result;
    const p3 = (await list({ category: 'countries', page: 3, perpage: 100 })).json().result;
    expect(p1.count).toBe(246);
    expect([p1.data.length, p2.data.length, p3.data.length]).toEqual([100, 100, 46]);
    const ids = [...p1.data, ...p2.data, ...p3.data].map((c: { id: number }) => c.id);
    expect(new Set(ids).size).toBe(246);
    expect(p1.data[0]).toMatchObject({ id: 231, name: 'United States', code: 'US', tenantId: null, extra: { phonecode: 1 } });
    expect(ids).toContain(101);
  });

  it('defaults page sizes per SPEC §9 (1000, or 10000 for status lists)', async () => {
    const countries = (await list({ category: 'countries' })).json().result;
    expect(countries.perpage).toBe(PAGE_SIZE.MASTERDATA);
    const statuses = (await list({ category: 'petition_status' })).json().result;
    expect(statuses.perpage).toBe(PAGE_SIZE.MASTERDATA_STATUS);
    expect(statuses.data).toHaveLength(33);
    expect(statuses.data[23]).toMatchObject({ id: 24, name: 'RFE Received', extra: { colour: CASE_STATUSES[23]!.colour } });
    const tooBig = await list({ category: 'countries', perpage: 10001 });
    expect(tooBig.statusCode).toBe(422);
  });

  it('filters by matcher: name, country, parent type and ids', async () => {
    const states = (await list({ category: 'states', matcher: { countryId: 231 }, perpage: 1000 })).json().result;
    expect(states.count).toBeGreaterThan(50);
    expect(states.data.every((s: { countryId: number }) => s.countryId === 231)).toBe(true);
    const junk = [3923, 3925, 3940, 3944, 3954, 3961, 3964, 3968, 3971];
    expect(states.data.filter((s: { id: number }) => junk.includes(s.id))).toEqual([]);
    const india = (await list({ category: 'countries', matcher: { name: 'indi' } })).json().result;
    expect(india.data.map((c: { id: number }) => c.id)).toContain(101);
    const permSubtypes = (await list({ category: 'petition_sub_types', matcher: { parentId: 3 } })).json().result;
    expect(permSubtypes.data.map((s: { id: number }) => s.id)).toContain(15);
    const soc = (await list({ category: 'soc_codes', matcher: { name: '15-1252.00' } })).json().result;
    expect(soc.data[0]).toMatchObject({ name: '15-1252.00', designation: 'Software Developers' });
    const byIds = (await list({ category: 'wage_levels', matcher: { ids: [2, 4] } })).json().result;
    expect(byIds.data.map((w: { name: string }) => w.name)).toEqual(['Level II', 'Level IV']);
  });

  it('covers every case kind of SPEC §1 in petition types', async () => {
    const types = (await list({ category: 'petition_types' })).json().result.data.map((t: { code: string }) => t.code);
    for (const code of ['h1b', 'h4', 'h4ead', 'l1', 'l2', 'gc', 'i130', 'rfe', 'i140', 'i485', 'lca', 'pwd', 'cap', 'i9']) {
      expect(types).toContain(code);
    }
    const gc = (await list({ category: 'petition_types', matcher: { ids: [3] } })).json().result.data[0];
    expect(gc.code).toBe('gc');
  });

  it('lets a tenant admin add its own entries, seen by that tenant only', async () => {
    const added = await callAs(app, addMasterdataCall, { category: 'carriers', name: 'Blue Dart' }, { host: hostA, token: adminA.token });
    expect(added.statusCode).toBe(200);
    const item = added.json().result;
    expect(item.id).toBeGreaterThanOrEqual(1_000_000);
    expect(item.tenantId).not.toBeNull();
    const seenByA = (await list({ category: 'carriers' }, hostA)).json().result.data.map((c: { name: string }) => c.name);
    const seenByB = (await list({ category: 'carriers' }, hostB)).json().result.data.map((c: { name: string }) => c.name);
    const seenByPlatform = (await list({ category: 'carriers' })).json().result.data.map((c: { name: string }) => c.name);
    expect(seenByA).toEqual(expect.arrayContaining(['FedEx', 'Blue Dart']));
    expect(seenByB).not.toContain('Blue Dart');
    expect(seenByPlatform).not.toContain('Blue Dart');

    const renamed = await callAs(app, updateMasterdataCall, { category: 'carriers', id: item.id, name: 'Blue Dart Express', active: false }, { host: hostA, token: adminA.token });
    expect(renamed.json().result).toMatchObject({ name: 'Blue Dart Express', active: false });
    const fromB = await callAs(app, updateMasterdataCall, { category: 'carriers', id: item.id, name: 'x' }, { host: hostB, token: adminB.token });
    expect(fromB.statusCode).toBe(404);
  });

  it('keeps global entries for the operator to change', async () => {
    const byTenant = await callAs(app, updateMasterdataCall, { category: 'carriers', id: 1, name: 'FedEx!' }, { host: hostA, token: adminA.token });
    expect(byTenant.statusCode).toBe(403);
    const byParalegal = await callAs(app, addMasterdataCall, { category: 'carriers', name: 'x' }, { host: hostA, token: paralegalA.token });
    expect(byParalegal.statusCode).toBe(403);
    const added = await callAs(app, addMasterdataCall, { category: 'carriers', name: 'OnTrac', code: 'ontrac' }, { token: operator.token });
    expect(added.statusCode).toBe(200);
    expect(added.json().result).toMatchObject({ id: 5, tenantId: null });
    const seenByB = (await list({ category: 'carriers' }, hostB)).json().result.data.map((c: { name: string }) => c.name);
    expect(seenByB).toContain('OnTrac');
    const renamed = await callAs(app, updateMasterdataCall, { category: 'carriers', id: 5, name: 'OnTrac Inc' }, { token: operator.token });
    expect(renamed.json().result.name).toBe('OnTrac Inc');
  });

  it('lists only global or only own rows (the master-data screen\'s filter)', async () => {
    const mine = await callAs(app, addMasterdataCall, { category: 'salary_frequencies', name: 'Fortnightly', code: 'FN' }, { host: hostA, token: adminA.token });
    expect(mine.statusCode).toBe(200);
    const own = (await list({ category: 'salary_frequencies', matcher: { owner: 'own' } }, hostA)).json().result;
    expect(own.data.map((r: { name: string; tenantId: string | null }) => [r.name, r.tenantId !== null])).toEqual([['Fortnightly', true]]);
    const global = (await list({ category: 'salary_frequencies', matcher: { owner: 'global' } }, hostA)).json().result;
    expect(global.count).toBeGreaterThan(0);
    expect(global.data.every((r: { tenantId: string | null }) => r.tenantId === null)).toBe(true);
    expect(global.count + own.count).toBe((await list({ category: 'salary_frequencies' }, hostA)).json().result.count);
    // Another firm has no own rows in this category, and a search reaches name or code.
    expect((await list({ category: 'salary_frequencies', matcher: { owner: 'own' } }, hostB)).json().result.count).toBe(0);
    expect((await list({ category: 'salary_frequencies', matcher: { owner: 'own', name: 'fn' } }, hostA)).json().result.count).toBe(1);
  });

  it('bad input stores nothing; other roles and other tenants change nothing', async () => {
    const before = (await list({ category: 'carriers', matcher: { owner: 'own' } }, hostA)).json().result.count;
    for (const bad of [
      { category: 'carriers', name: '   ' },
      { category: 'carriers', name: 'x'.repeat(301) },
      { category: 'carriers', name: 'Ok', code: 'c'.repeat(51) },
      { category: 'carriers', name: 'Ok', sortOrder: -1 },
      { category: 'no_such_list', name: 'Ok' },
    ]) {
      const res = await callAs(app, addMasterdataCall, unchecked(bad), { host: hostA, token: adminA.token });
      expect(res.statusCode).toBe(422);
    }
    expect((await list({ category: 'carriers', matcher: { owner: 'own' } }, hostA)).json().result.count).toBe(before);
    const added = (await callAs(app, addMasterdataCall, { category: 'carriers', name: 'DTDC' }, { host: hostA, token: adminA.token })).json().result;
    const badRename = await callAs(app, updateMasterdataCall, unchecked({ category: 'carriers', id: added.id, name: '' }), { host: hostA, token: adminA.token });
    expect(badRename.statusCode).toBe(422);
    const byParalegal = await callAs(app, updateMasterdataCall, { category: 'carriers', id: added.id, active: false }, { host: hostA, token: paralegalA.token });
    expect(byParalegal.statusCode).toBe(403);
    const byOtherFirm = await callAs(app, updateMasterdataCall, { category: 'carriers', id: added.id, active: false }, { host: hostB, token: adminB.token });
    expect(byOtherFirm.statusCode).toBe(404);
    // A firm admin's token at another firm's host is refused before anything runs.
    const crossHost = await callAs(app, addMasterdataCall, { category: 'carriers', name: 'Sneaky' }, { host: hostB, token: adminA.token });
    expect(crossHost.statusCode).toBe(401);
    const after = (await list({ category: 'carriers', matcher: { ids: [added.id] } }, hostA)).json().result.data[0];
    expect(after).toMatchObject({ name: 'DTDC', active: true });
    expect((await list({ category: 'carriers', matcher: { name: 'Sneaky' } }, hostB)).json().result.count).toBe(0);
  });

  it('refuses a foreign tenantId filter', async () => {
    const res = await list({ category: 'carriers', tenantId: adminB.tenantId }, hostA);
    expect(res.statusCode).toBe(404);
    const own = await list({ category: 'carriers', tenantId: adminA.tenantId }, hostA);
    expect(own.statusCode).toBe(200);
  });
});
