import { activateUserCall, check2faCall, listUsersCall, loginCall, loginUserDetailsCall, manageUserStatusCall, registerUserCall, rolesListCall, updateProfilePictureCall, updateTenantCall, updateUserCall, userDetailsCall } from 'shared/contract';
import { isProfileComplete } from 'shared/domain';
import { callAs, testDbKinds, unchecked } from '../../../testing';
import { APP, ACME, DEMO, DEMO_PASSWORD, body, errorOf, lastMail, openIdentityHarness, signIn, userByEmail, type IdentityHarness } from '../../../testing/identity-harness';
import { branchNames } from '../../branches';
import { branches } from '../../branches';
import { withTenant } from '../../../platform/db';

describe.each(testDbKinds())('users and roles (%s)', (kind) => {
  let h: IdentityHarness;
  let admin: string;
  let manager: string;
  let branch: { dc: string; ny: string; sf: string };
  beforeAll(async () => {
    h = await openIdentityHarness(kind);
    admin = (await signIn(h.app, DEMO, 'admin@demo.test')).token;
    manager = (await signIn(h.app, DEMO, 'branch.manager@demo.test')).token;
    const rows = await withTenant(h.database.db, h.tenants.demo, (tx) => tx.select().from(branches));
    const by = Object.fromEntries(rows.map((r) => [r.code, r.id]));
    branch = { dc: by.DC!, ny: by.NY!, sf: by.SF! };
    expect((await withTenant(h.database.db, h.tenants.demo, (tx) => branchNames(tx, [branch.dc]))).get(branch.dc)).toMatch(/Washington/);
  });
  afterAll(async () => h?.close());

  const list = (token: string, payload: object, host = DEMO) => callAs(h.app, listUsersCall, payload, { host, token });

  it('lists users server-side: paging, search, role and status filters, sort', async () => {
    const all = body(await list(admin, { perpage: 5 })).result;
    expect(all.count).toBe(13);
    expect(all.data).toHaveLength(5);
    expect(all.data.map((u: { name: string }) => u.name)).toEqual([...all.data.map((u: { name: string }) => u.name)].sort());
    const page3 = body(await list(admin, { page: 3, perpage: 5 })).result;
    expect(page3.data).toHaveLength(3);
    const seen = new Set([...all.data, ...page3.data].map((u: { _id: string }) => u._id));
    expect(seen.size).toBe(8);
    const search = body(await list(admin, { matcher: { search: 'FRONT' } })).result;
    expect(search.data.map((u: { email: string }) => u.email)).toEqual(['front.office@demo.test']);
    const byEmail = body(await list(admin, { matcher: { search: 'doc.' } })).result;
    expect(byEmail.count).toBe(2);
    const attorneys = body(await list(admin, { matcher: { roleIds: [6] }, sort: { field: 'email', order: -1 } })).result;
    expect(attorneys.data.map((u: { email: string }) => u.email)).toEqual(['external@demo.test', 'attorney@demo.test']);
    const external = body(await list(admin, { matcher: { isExternal: 1 } })).result;
    expect(external.data.map((u: { email: string }) => u.email)).toEqual(['external@demo.test']);
    const inactive = body(await list(admin, { matcher: { statuses: ['inactive'] } })).result;
    expect(inactive.count).toBe(0);
    const bad = await list(admin, { perpage: 1000, sort: { field: 'passwordHash' } });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).issues!.map((i) => i.path).sort()).toEqual(['perpage', 'sort.field']);
    // Never secrets.
    expect(JSON.stringify(all)).not.toMatch(/argon2|passwordHash|mfaSecret/);
  });

  it('a branch manager sees and manages only users of his branches', async () => {
    // Two users: one in New York only, one in Washington DC only.
    const ny = body(await callAs(h.app, registerUserCall, { email: 'ny@demo.test', firstName: 'Nora', lastName: 'York', roleId: 8, branchIds: [branch.ny], password: 'NewYork@1' }, { host: DEMO, token: admin })).result;
    expect(ny).toMatchObject({ status: 'active', roleId: 8, branches: [{ _id: branch.ny, name: 'New York' }], passwordUpdated: false });
    const mine = await callAs(h.app, registerUserCall, { email: 'dc@demo.test', firstName: 'Dee', roleId: 8 }, { host: DEMO, token: manager });
    expect(mine.statusCode).toBe(200);
    const dc = body(mine).result;
    expect(dc.branchIds).toEqual([branch.dc]);
    expect(dc.status).toBe('invited');

    const seen = body(await list(manager, { perpage: 100 })).result.data.map((u: { email: string }) => u.email);
    expect(seen).toContain('dc@demo.test');
    expect(seen).not.toContain('ny@demo.test');
    expect((await callAs(h.app, userDetailsCall, { userId: ny._id }, { host: DEMO, token: manager })).statusCode).toBe(404);
    expect((await callAs(h.app, updateUserCall, { userId: ny._id, firstName: 'X' }, { host: DEMO, token: manager })).statusCode).toBe(404);
    expect((await callAs(h.app, manageUserStatusCall, { userId: ny._id, status: 'inactive' }, { host: DEMO, token: manager })).statusCode).toBe(404);
    // Users shared with other branches (the attorney works in all three): visible, not manageable.
    const attorney = await userByEmail(h.database.db, h.tenants.demo, 'attorney@demo.test');
    expect((await callAs(h.app, userDetailsCall, { userId: attorney.id }, { host: DEMO, token: manager })).statusCode).toBe(200);
    expect((await callAs(h.app, manageUserStatusCall, { userId: attorney.id, status: 'inactive' }, { host: DEMO, token: manager })).statusCode).toBe(403);
    // Not into another branch, not an admin role.
    const other = await callAs(h.app, registerUserCall, { email: 'x@demo.test', firstName: 'X', roleId: 8, branchIds: [branch.ny] }, { host: DEMO, token: manager });
    expect(other.statusCode).toBe(403);
    const adminRole = await callAs(h.app, registerUserCall, { email: 'y@demo.test', firstName: 'Y', roleId: 3 }, { host: DEMO, token: manager });
    expect(adminRole.statusCode).toBe(403);
    expect((await callAs(h.app, updateUserCall, { userId: dc._id, roleId: 4 }, { host: DEMO, token: manager })).statusCode).toBe(403);
    // His own user: he may manage.
    const upd = await callAs(h.app, updateUserCall, { userId: dc._id, roleId: 6, phone: '2025550100' }, { host: DEMO, token: manager });
    expect(body(upd).result).toMatchObject({ roleId: 6, roleName: 'Attorney', phone: '2025550100' });
    // The invited user got an activation link.
    expect(lastMail(h.mail, 'dc@demo.test', 'account-activation').links[0]).toContain('demo.localhost/public/activate-user-account?token=');
  });

  it('register refuses duplicates, unknown branches, bad input, and non-managers', async () => {
    const dup = await callAs(h.app, registerUserCall, { email: 'ATTORNEY@demo.test', firstName: 'A', roleId: 6, branchIds: [] }, { host: DEMO, token: admin });
    // Same e-mail and role but another branch set is a second account (pick-list); the same set is a conflict.
    expect(dup.statusCode).toBe(200);
    const dup2 = await callAs(h.app, registerUserCall, { email: 'attorney@demo.test', firstName: 'A', roleId: 6, branchIds: [] }, { host: DEMO, token: admin });
    expect(dup2.statusCode).toBe(409);
    const unknown = await callAs(h.app, registerUserCall, { email: 'z@demo.test', firstName: 'Z', roleId: 8, branchIds: ['00000000-0000-4000-8000-000000000009'] }, { host: DEMO, token: admin });
    expect([unknown.statusCode, errorOf(unknown).issues![0]!.path]).toEqual([422, 'branchIds']);
    const missing = await callAs(h.app, registerUserCall, unchecked({ roleId: 99 }), { host: DEMO, token: admin });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).issues!.map((i) => i.path).sort()).toEqual(['email', 'firstName', 'roleId']);
    const staff = await signIn(h.app, DEMO, 'supervisor@demo.test');
    expect((await callAs(h.app, registerUserCall, { email: 'q@demo.test', firstName: 'Q', roleId: 8 }, { host: DEMO, token: staff.token })).statusCode).toBe(403);
    expect((await callAs(h.app, listUsersCall, {}, { host: DEMO, token: staff.token })).statusCode).toBe(403);
  });

  it('a petitioner (BENEFICIARY_INVITE) registers beneficiaries: the role is forced to 51', async () => {
    const pet = await signIn(h.app, DEMO, 'petitioner@demo.test');
    const res = await callAs(h.app, registerUserCall, { email: 'worker@demo.test', firstName: 'Wen', roleId: 3 }, { host: DEMO, token: pet.token });
    expect(body(res).result).toMatchObject({ roleId: 51, status: 'invited' });
  });

  it('a role change ends the user’s sessions: their next call answers ROLE_CHANGED', async () => {
    const s = await signIn(h.app, DEMO, 'doc.executive@demo.test');
    const res = await callAs(h.app, updateUserCall, { userId: s.user.userId, roleId: 9 }, { host: DEMO, token: admin });
    expect(body(res).result.roleId).toBe(9);
    const next = await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: s.token });
    expect([next.statusCode, errorOf(next).code]).toEqual([401, 'ROLE_CHANGED']);
    const again = await signIn(h.app, DEMO, 'doc.executive@demo.test');
    expect(again.user).toMatchObject({ roleId: 9, userRole: 'Documentation Manager' });
  });

  it('deactivation ends the sessions (LOGIN_USER_INACTIVE); sign-in is refused until reactivated', async () => {
    const s = await signIn(h.app, DEMO, 'lca.manager@demo.test');
    const off = await callAs(h.app, manageUserStatusCall, { userId: s.user.userId, status: 'inactive' }, { host: DEMO, token: admin });
    expect(body(off).result.status).toBe('inactive');
    const next = await callAs(h.app, check2faCall, {}, { host: DEMO, token: s.token });
    expect([next.statusCode, errorOf(next).code]).toEqual([401, 'LOGIN_USER_INACTIVE']);
    const login = await callAs(h.app, loginCall, { email: 'lca.manager@demo.test', password: DEMO_PASSWORD }, { host: DEMO });
    expect([login.statusCode, errorOf(login).code]).toEqual([401, 'LOGIN_USER_INACTIVE']);
    const self = await callAs(h.app, manageUserStatusCall, { userId: (await userByEmail(h.database.db, h.tenants.demo, 'admin@demo.test')).id, status: 'inactive' }, { host: DEMO, token: admin });
    expect(self.statusCode).toBe(403);
    await callAs(h.app, manageUserStatusCall, { userId: s.user.userId, status: 'active' }, { host: DEMO, token: admin });
    await signIn(h.app, DEMO, 'lca.manager@demo.test');
  });

  it('everyone edits their own name, not their role; the session user follows', async () => {
    const s = await signIn(h.app, DEMO, 'front.office@demo.test');
    const mine = await callAs(h.app, updateUserCall, { firstName: 'Farida', lastName: 'Front' }, { host: DEMO, token: s.token });
    expect(body(mine).result.name).toBe('Farida Front');
    expect((await callAs(h.app, updateUserCall, { roleId: 3 }, { host: DEMO, token: s.token })).statusCode).toBe(403);
    const me = body(await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: s.token })).result;
    expect(me.name).toBe('Farida Front');
  });

  it('profile picture: a stored image key of the own tenant only', async () => {
    const s = await signIn(h.app, DEMO, 'paralegal@demo.test');
    const key = `t/${h.tenants.demo}/2025/01/0b7c5b9e-1f1e-4c57-9f63-2a3c1d0e4f55.png`;
    const ok = await callAs(h.app, updateProfilePictureCall, { fileKey: key }, { host: DEMO, token: s.token });
    expect(body(ok).result.profilePicture).toBe(key);
    const foreign = await callAs(h.app, updateProfilePictureCall, { fileKey: key.replace(h.tenants.demo, h.tenants.acme) }, { host: DEMO, token: s.token });
    expect(foreign.statusCode).toBe(403);
    const junk = await callAs(h.app, updateProfilePictureCall, { fileKey: '../../etc/passwd' }, { host: DEMO, token: s.token });
    expect(junk.statusCode).toBe(422);
    const cleared = await callAs(h.app, updateProfilePictureCall, { fileKey: null }, { host: DEMO, token: s.token });
    expect(body(cleared).result.profilePicture).toBeNull();
  });

  it('roles-list names every role and what the caller may give', async () => {
    const forAdmin = body(await callAs(h.app, rolesListCall, {}, { host: DEMO, token: admin })).result.data;
    expect(forAdmin.map((r: { id: number }) => r.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 49, 50, 51]);
    expect(forAdmin.find((r: { id: number }) => r.id === 12)).toMatchObject({ name: 'Billing Manager', kind: 'internal', assignable: true });
    expect(forAdmin.find((r: { id: number }) => r.id === 13)).toMatchObject({ name: 'Read-only Staff' });
    const forManager = body(await callAs(h.app, rolesListCall, {}, { host: DEMO, token: manager })).result.data;
    expect(forManager.filter((r: { assignable: boolean }) => !r.assignable).map((r: { id: number }) => r.id)).toEqual([3, 4]);
    const op = await signIn(h.app, APP, 'operator@passage.test');
    const forOp = body(await callAs(h.app, rolesListCall, {}, { host: APP, token: op.token })).result.data;
    expect(forOp.find((r: { id: number }) => r.id === 2)).toMatchObject({ name: 'Platform Support', kind: 'platform', assignable: true });
  });

  it('the operator manages tenant admins from the app host', async () => {
    const op = await signIn(h.app, APP, 'operator@passage.test');
    const admins = body(await callAs(h.app, listUsersCall, { tenantId: h.tenants.demo }, { host: APP, token: op.token })).result;
    expect(admins.data.map((u: { email: string }) => u.email)).toEqual(['admin@demo.test']);
    const staffRole = await callAs(h.app, registerUserCall, { tenantId: h.tenants.acme, email: 'x@acme.test', firstName: 'X', roleId: 8 }, { host: APP, token: op.token });
    expect(staffRole.statusCode).toBe(403);
    const reg = await callAs(h.app, registerUserCall, { tenantId: h.tenants.acme, email: 'second.admin@acme.test', firstName: 'Sec', roleId: 3 }, { host: APP, token: op.token });
    expect(body(reg).result).toMatchObject({ roleId: 3, status: 'invited' });
    const mail = lastMail(h.mail, 'second.admin@acme.test', 'account-activation');
    expect(mail.tenantId).toBe(h.tenants.acme);
    expect(mail.links[0]).toMatch(/^http:\/\/acme\.localhost\/public\/activate-user-account\?token=/);
    const act = await callAs(h.app, activateUserCall, { token: mail.token, password: 'Second@123' }, { host: ACME });
    expect(act.statusCode).toBe(200);
    await signIn(h.app, ACME, 'second.admin@acme.test', 'Second@123');
    // A tenant admin cannot use tenantId to reach another tenant.
    expect((await callAs(h.app, listUsersCall, { tenantId: h.tenants.acme }, { host: DEMO, token: admin })).statusCode).toBe(404);
  });

  it('external users are refused the users screens’ data (server-side guard)', async () => {
    const reg = await callAs(h.app, registerUserCall, { email: 'ext.admin@demo.test', firstName: 'Ext', roleId: 3, isExternal: 1, password: 'External@1' }, { host: DEMO, token: admin });
    expect(reg.statusCode).toBe(200);
    const ext = await signIn(h.app, DEMO, 'ext.admin@demo.test', 'External@1');
    const res = await callAs(h.app, listUsersCall, {}, { host: DEMO, token: ext.token });
    expect([res.statusCode, errorOf(res).message]).toEqual([403, 'External users cannot open this.']);
    // Their own profile is allowed (externalAllowed).
    expect((await callAs(h.app, userDetailsCall, {}, { host: DEMO, token: ext.token })).statusCode).toBe(200);
  });

  it('editing the tenant profile makes the admin’s profile incomplete in the session user (SPEC §4)', async () => {
    const before = body(await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: admin })).result;
    expect(isProfileComplete(before)).toBe(true);
    const upd = await callAs(h.app, updateTenantCall, { adminName: 'Alex A. Admin' }, { host: DEMO, token: admin });
    expect(upd.statusCode).toBe(200);
    const after = body(await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: admin })).result;
    expect(after.tenantDetails.profCompleted).toBe('no');
    expect(isProfileComplete(after)).toBe(false);
    await callAs(h.app, updateTenantCall, { profCompleted: 'yes' }, { host: DEMO, token: admin });
    // Petitioner: editing the company name marks the company registration incomplete.
    const pet = await signIn(h.app, DEMO, 'petitioner@demo.test');
    await callAs(h.app, updateUserCall, { userId: pet.user.userId, companyRegistrationCompleted: true }, { host: DEMO, token: admin });
    expect(isProfileComplete(body(await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: pet.token })).result)).toBe(true);
    await callAs(h.app, updateUserCall, { userId: pet.user.userId, companyName: 'Renamed Co' }, { host: DEMO, token: admin });
    const p2 = body(await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: pet.token })).result;
    expect(p2.companyRegistrationCompleted).toBe(false);
    expect(p2.companyDetails.profileUpdatedOn).toEqual(expect.any(String));
  });
});
