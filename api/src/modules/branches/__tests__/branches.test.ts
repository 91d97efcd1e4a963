import { branchDetailsCall, createBranchCall, getTenantChecklistCall, listBranchesCall, updateBranchCall } from 'shared/contract';
import { branches } from '../branches.table';
import { withTenant } from '../../../platform/db';
import { callAs, testDbKinds, unchecked } from '../../../testing';
import { ACME, DEMO, body, errorOf, openIdentityHarness, signIn, type IdentityHarness } from '../../../testing/identity-harness';

describe.each(testDbKinds())('branches (%s)', (kind) => {
  let h: IdentityHarness;
  let admin: string;
  let manager: string;
  let by: Record<string, string>;
  beforeAll(async () => {
    h = await openIdentityHarness(kind);
    admin = (await signIn(h.app, DEMO, 'admin@demo.test')).token;
    manager = (await signIn(h.app, DEMO, 'branch.manager@demo.test')).token;
    const rows = await withTenant(h.database.db, h.tenants.demo, (tx) => tx.select().from(branches));
    by = Object.fromEntries(rows.map((r) => [r.code!, r.id]));
  });
  afterAll(async () => h?.close());

  it('an admin creates a branch; the tenant checklist’s branch setup becomes complete', async () => {
    const acmeAdmin = await signIn(h.app, ACME, 'admin@acme.test');
    const before = body(await callAs(h.app, getTenantChecklistCall, {}, { host: ACME, token: acmeAdmin.token })).result;
    expect(before.branchSetupCompleted).toBe(false);
    const res = await callAs(h.app, createBranchCall, { name: 'Detroit Plant', code: 'DET', address: { city: 'Detroit', state: 'MI' } }, { host: ACME, token: acmeAdmin.token });
    expect(body(res).result).toMatchObject({ name: 'Detroit Plant', code: 'DET', userCount: 0, isDefault: false, active: true });
    const after = body(await callAs(h.app, getTenantChecklistCall, {}, { host: ACME, token: acmeAdmin.token })).result;
    expect(after.branchSetupCompleted).toBe(true);
    const dup = await callAs(h.app, createBranchCall, { name: 'detroit plant' }, { host: ACME, token: acmeAdmin.token });
    expect(dup.statusCode).toBe(409);
    const bad = await callAs(h.app, createBranchCall, unchecked({ name: 'x', address: { city: 42 } }), { host: ACME, token: acmeAdmin.token });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).issues!.map((i) => i.path).sort()).toEqual(['address.city', 'name']);
    // acme's branch is not demo's.
    const demoList = body(await callAs(h.app, listBranchesCall, {}, { host: DEMO, token: admin })).result;
    expect(demoList.data.map((b: { name: string }) => b.name)).not.toContain('Detroit Plant');
  });

  it('lists: admins see every branch with user counts, a branch manager only his own', async () => {
    const all = body(await callAs(h.app, listBranchesCall, {}, { host: DEMO, token: admin })).result;
    expect(all.count).toBe(3);
    expect(all.data[0]).toMatchObject({ code: 'DC', isDefault: true });
    // 12 demo users hold every branch; the branch manager holds DC only.
    expect(Object.fromEntries(all.data.map((b: { code: string; userCount: number }) => [b.code, b.userCount]))).toEqual({ DC: 13, NY: 12, SF: 12 });
    const mine = body(await callAs(h.app, listBranchesCall, {}, { host: DEMO, token: manager })).result;
    expect(mine.data.map((b: { code: string }) => b.code)).toEqual(['DC']);
    const search = body(await callAs(h.app, listBranchesCall, { matcher: { search: 'york' } }, { host: DEMO, token: admin })).result;
    expect(search.data.map((b: { code: string }) => b.code)).toEqual(['NY']);
  });

  it('details with the branch’s users; a branch manager cannot open another branch', async () => {
    const dc = body(await callAs(h.app, branchDetailsCall, { branchId: by.DC!, perpage: 100 }, { host: DEMO, token: manager })).result;
    expect(dc.users.map((u: { email: string }) => u.email)).toContain('branch.manager@demo.test');
    expect(dc.users).toHaveLength(13);
    const ny = await callAs(h.app, branchDetailsCall, { branchId: by.NY! }, { host: DEMO, token: manager });
    expect(ny.statusCode).toBe(404);
    const nyAdmin = body(await callAs(h.app, branchDetailsCall, { branchId: by.NY! }, { host: DEMO, token: admin })).result;
    expect(nyAdmin.users.map((u: { email: string }) => u.email)).not.toContain('branch.manager@demo.test');
  });

  it('updates: a manager renames his branch but may not deactivate it or touch others; one default branch', async () => {
    const renamed = await callAs(h.app, updateBranchCall, { branchId: by.DC!, name: 'Washington DC (HQ)' }, { host: DEMO, token: manager });
    expect(body(renamed).result.name).toBe('Washington DC (HQ)');
    expect((await callAs(h.app, updateBranchCall, { branchId: by.DC!, active: false }, { host: DEMO, token: manager })).statusCode).toBe(403);
    expect((await callAs(h.app, updateBranchCall, { branchId: by.NY!, name: 'Mine now' }, { host: DEMO, token: manager })).statusCode).toBe(404);
    const def = await callAs(h.app, updateBranchCall, { branchId: by.NY!, isDefault: true }, { host: DEMO, token: admin });
    expect(body(def).result.isDefault).toBe(true);
    const list = body(await callAs(h.app, listBranchesCall, {}, { host: DEMO, token: admin })).result.data;
    expect(list.filter((b: { isDefault: boolean }) => b.isDefault).map((b: { code: string }) => b.code)).toEqual(['NY']);
    expect((await callAs(h.app, updateBranchCall, { branchId: by.SF!, name: 'New York' }, { host: DEMO, token: admin })).statusCode).toBe(409);
  });

  it('staff cannot create branches; external users cannot list them (server-side guard)', async () => {
    const staff = await signIn(h.app, DEMO, 'paralegal@demo.test');
    expect((await callAs(h.app, createBranchCall, { name: 'Boston' }, { host: DEMO, token: staff.token })).statusCode).toBe(403);
    expect((await callAs(h.app, listBranchesCall, {}, { host: DEMO, token: staff.token })).statusCode).toBe(200);
    const ext = await signIn(h.app, DEMO, 'external@demo.test');
    const res = await callAs(h.app, listBranchesCall, {}, { host: DEMO, token: ext.token });
    expect([res.statusCode, errorOf(res).code]).toEqual([403, 'FORBIDDEN']);
  });
});
