import { getTenantBySubdomainCall, getTenantChecklistCall, getTenantDetailsCall, listMasterdataCall, listTenantsCall, registerTenantCall, updateTenantCall, updateTenantStatusCall, deleteTenantCall, inviteTenantCall, resendTenantActivationKeyCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../../platform/db';
import { withBrandingUrls } from '../tenants.service';
import { branches } from '../../branches';
import { workflowConfigs } from '../../workflow-config';
import { DEFAULT_TENANT_PERMISSIONS } from 'shared/domain';
import { eq } from 'drizzle-orm';
import { FIRM_DELETION_GRACE_MS } from 'shared/contract';
import { withPlatform, type Database } from '../../../platform/db';
import { completeFirmDeletion, firmDeletions, firmExports } from '..';
import { callAs, createTestApp, createTestSession, createTestTenant, openTestDatabase, testDbKinds, type TestLogin, type UncheckedPayload } from '../../../testing';

describe.each(testDbKinds())('tenant calls (%s)', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let operator: TestLogin;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database);
    operator = await createTestSession(database.db, { tenantId: null, roleId: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const asOperator = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload) =>
    callAs(app, declaration, payload, { token: operator.token });

  describe('tenancy by host name', () => {
    it('resolves a tenant from the first label and 404s an unknown slug', async () => {
      const t = await createTestTenant(database.db, { name: 'Host Test LLP' });
      const ok = await callAs(app, getTenantBySubdomainCall, {}, { host: `${t.slug}.localhost:4000` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().result).toMatchObject({ _id: t.id, slug: t.slug, name: 'Host Test LLP' });
      const unknown = await callAs(app, listMasterdataCall, { category: 'carriers' }, { host: 'no-such-firm.localhost:4000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().result.error.code).toBe('TENANT_NOT_FOUND');
    });

    it('treats app hosts and IP addresses as the platform', async () => {
      for (const host of ['localhost:4000', '127.0.0.1:4000', 'www.passage.example', 'app.passage.example']) {
        const res = await callAs(app, listMasterdataCall, { category: 'wage_levels' }, { host });
        expect(res.statusCode).toBe(200);
      }
      const noTenant = await callAs(app, getTenantBySubdomainCall, {}, { host: 'localhost:4000' });
      expect(noTenant.statusCode).toBe(404);
      expect(noTenant.json().result.error.code).toBe('PLATFORM_HOST');
      const unknown = await callAs(app, getTenantBySubdomainCall, { subdomain: 'no-such-firm' }, { host: 'localhost:4000' });
      expect(unknown.json().result.error.code).toBe('TENANT_NOT_FOUND');
    });
  });

  it('lets the operator register, list, update, deactivate and delete tenants at the app host', async () => {
    const reg = await asOperator(registerTenantCall, {
      name: 'Lee Immigration PC',
      slug: 'leeimm',
      typeId: 2,
      contactEmail: 'hello@lee.test',
      whiteLabled: true,
      theme: { primaryColor: '#123456' },
      permissions: { CASE_CREATE: [3, 4] },
      globalConfig: { employeeMngmt: 1 },
      issueInvoiceRoleIds: [6],
      weeklyReports: true,
    });
    expect(reg.statusCode).toBe(200);
    const t = reg.json().result;
    expect(t).toMatchObject({
      slug: 'leeimm',
      typeId: 2,
      status: 'active',
      whiteLabled: true,
      theme: { primaryColor: '#123456' },
      globalConfig: { isAllowExternalCases: 0, employeeMngmt: 1 },
      issueInvoiceRoleIds: [6],
      weeklyReports: true,
      profCompleted: 'no',
      checklist: { petitionSetupCompleted: false, workflowSetupCompleted: false, branchSetupCompleted: false },
    });
    expect(t.permissions.CASE_CREATE).toEqual([3, 4]);
    expect(t.permissions.LCA_CREATE).toEqual(DEFAULT_TENANT_PERMISSIONS.LCA_CREATE);
    expect(Object.keys(t.permissions)).toHaveLength(8);

    const dup = await asOperator(registerTenantCall, { name: 'Another', slug: 'LeeImm' });
    expect(dup.statusCode).toBe(409);
    const reserved = await asOperator(registerTenantCall, { name: 'Www', slug: 'www' });
    expect(reserved.statusCode).toBe(422);

    const listed = (await asOperator(listTenantsCall, { matcher: { name: 'lee' } })).json().result;
    expect(listed.data.map((x: { slug: string }) => x.slug)).toEqual(['leeimm']);

    const details = await asOperator(getTenantDetailsCall, { tenantId: t._id });
    expect(details.json().result.slug).toBe('leeimm');
    const noId = await asOperator(getTenantDetailsCall, {});
    expect(noId.statusCode).toBe(422);

    const off = await asOperator(updateTenantStatusCall, { tenantId: t._id, status: 'inactive' });
    expect(off.json().result.status).toBe('inactive');
    const admin = await createTestSession(database.db, { tenantId: t._id, roleId: 3 });
    const blocked = await callAs(app, getTenantDetailsCall, {}, { host: 'leeimm.localhost', token: admin.token });
    expect(blocked.statusCode).toBe(403);
    const publicStill = await callAs(app, getTenantBySubdomainCall, {}, { host: 'leeimm.localhost' });
    expect(publicStill.json().result.status).toBe('inactive');

    // Issue 16.6: deletion needs a finished export, then waits out its grace period (tenants.operator.test.ts).
    expect((await asOperator(deleteTenantCall, { tenantId: t._id })).statusCode).toBe(409);
    await withPlatform(database.db, (tx) => tx.insert(firmExports).values({ firmId: t._id, status: 'done', progress: 100, finishedAt: new Date() }));
    const del = await asOperator(deleteTenantCall, { tenantId: t._id });
    expect(del.json().result).toMatchObject({ deleted: false, tenantId: t._id });
    const [scheduled] = await withPlatform(database.db, (tx) => tx.select().from(firmDeletions).where(eq(firmDeletions.firmId, t._id)));
    const later = new Date(Date.now() + FIRM_DELETION_GRACE_MS + 60_000);
    expect(await completeFirmDeletion(database.db, { deletionId: scheduled!.id }, later)).toMatchObject({ outcome: 'deleted' });
    const gone = await callAs(app, getTenantBySubdomainCall, {}, { host: 'leeimm.localhost' });
    expect(gone.json().result.error.code).toBe('TENANT_NOT_FOUND');
    const slugKept = await asOperator(registerTenantCall, { name: 'Lee again', slug: 'leeimm' });
    expect(slugKept.statusCode).toBe(409);
  });

  it('invites a tenant with an activation key that can be re-sent', async () => {
    const inv = await asOperator(inviteTenantCall, { name: 'Invited LLP', slug: 'invited', adminName: 'Ivy', adminEmail: 'ivy@invited.test' });
    expect(inv.statusCode).toBe(200);
    const { tenant, activationExpiresAt } = inv.json().result;
    expect(tenant.status).toBe('invited');
    expect(tenant.adminEmail).toBe('ivy@invited.test');
    expect(inv.body).not.toMatch(/activationKey"/);
    const again = await asOperator(resendTenantActivationKeyCall, { tenantId: tenant._id });
    expect(again.json().result.sent).toBe(true);
    expect(new Date(again.json().result.activationExpiresAt).getTime()).toBeGreaterThanOrEqual(new Date(activationExpiresAt).getTime());
  });

  it('keeps operator calls to the operator at the app host', async () => {
    const t = await createTestTenant(database.db);
    const admin = await createTestSession(database.db, { tenantId: t.id, roleId: 3 });
    const atTenant = await callAs(app, registerTenantCall, { name: 'X', slug: 'xyz' }, { host: `${t.slug}.localhost`, token: admin.token });
    expect(atTenant.statusCode).toBe(403);
    const staffAtPlatform = await createTestSession(database.db, { tenantId: null, roleId: 2 });
    const support = await callAs(app, listTenantsCall, {}, { token: staffAtPlatform.token });
    expect(support.statusCode).toBe(403);
    const anonymous = await callAs(app, listTenantsCall, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a tenant admin read and edit its own tenant; profile edits reset completion', async () => {
    const t = await createTestTenant(database.db, { profCompleted: 'yes' });
    const host = `${t.slug}.localhost`;
    const admin = await createTestSession(database.db, { tenantId: t.id, roleId: 3 });
    const attorney = await createTestSession(database.db, { tenantId: t.id, roleId: 6 });

    const mine = await callAs(app, getTenantDetailsCall, {}, { host, token: attorney.token });
    expect(mine.json().result._id).toBe(t.id);

    const brand = await callAs(app, updateTenantCall, { logo: 'https://cdn.example/logo.png', theme: { primaryColor: '#0A0B0C' } }, { host, token: admin.token });
    expect(brand.json().result).toMatchObject({ logo: 'https://cdn.example/logo.png', profCompleted: 'yes' });

    const profile = await callAs(app, updateTenantCall, { phone: '2025550100', feiNumber: '98-7654321' }, { host, token: admin.token });
    expect(profile.json().result).toMatchObject({ phone: '2025550100', profCompleted: 'no' });
    expect(profile.json().result.profileUpdatedOn).not.toBeNull();

    const completed = await callAs(app, updateTenantCall, { adminName: 'Zed', profCompleted: 'yes' }, { host, token: admin.token });
    expect(completed.json().result.profCompleted).toBe('yes');

    const typeChange = await callAs(app, updateTenantCall, { typeId: 2 }, { host, token: admin.token });
    expect(typeChange.statusCode).toBe(403);
    const byAttorney = await callAs(app, updateTenantCall, { name: 'Nope' }, { host, token: attorney.token });
    expect(byAttorney.statusCode).toBe(403);
  });

  it('refuses a bad phone or FEIN with a clear message and changes nothing; another tenant stays out', async () => {
    const t = await createTestTenant(database.db, { profCompleted: 'yes' });
    const host = `${t.slug}.localhost`;
    const admin = await createTestSession(database.db, { tenantId: t.id, roleId: 3 });
    const badPhone = await callAs(app, updateTenantCall, { phone: '12345', adminName: 'Changed' }, { host, token: admin.token });
    expect(badPhone.statusCode).toBe(422);
    expect(JSON.stringify(badPhone.json())).toContain('Phone is not a valid phone number');
    const badFein = await callAs(app, updateTenantCall, { feiNumber: '12-34', adminName: 'Changed' }, { host, token: admin.token });
    expect(badFein.statusCode).toBe(422);
    expect(JSON.stringify(badFein.json())).toContain('FEIN must be in the format NN-NNNNNNN');
    const after = (await callAs(app, getTenantDetailsCall, {}, { host, token: admin.token })).json().result;
    expect(after).toMatchObject({ profCompleted: 'yes', adminName: null });

    const intl = await callAs(app, updateTenantCall, { phone: '9876543210', phoneCountryCode: '91', feiNumber: '12-3456789' }, { host, token: admin.token });
    expect(intl.statusCode).toBe(200);
    expect(intl.json().result).toMatchObject({ phone: '9876543210', profCompleted: 'no' });

    const other = await createTestTenant(database.db);
    const otherAdmin = await createTestSession(database.db, { tenantId: other.id, roleId: 3 });
    const foreign = await callAs(app, updateTenantCall, { tenantId: t.id, adminName: 'Intruder' }, { host: `${other.slug}.localhost`, token: otherAdmin.token });
    expect(foreign.statusCode).toBe(404);
    const crossHost = await callAs(app, updateTenantCall, { adminName: 'Intruder' }, { host, token: otherAdmin.token });
    expect(crossHost.statusCode).toBe(401);
    const kept = (await callAs(app, getTenantDetailsCall, {}, { host, token: admin.token })).json().result;
    expect(kept.adminName).toBeNull();
  });

  it('reports the setup checklist', async () => {
    const t = await createTestTenant(database.db);
    const host = `${t.slug}.localhost`;
    const admin = await createTestSession(database.db, { tenantId: t.id, roleId: 3 });
    const before = (await callAs(app, getTenantChecklistCall, {}, { host, token: admin.token })).json().result;
    expect(before).toMatchObject({ isComplete: false, incomplete: ['petitionSetup', 'workflowSetup', 'branchSetup'] });
    await callAs(app, updateTenantCall, { checklist: { branchSetupCompleted: true, workflowSetupCompleted: true } }, { host, token: admin.token });
    const after = (await callAs(app, getTenantChecklistCall, {}, { host, token: admin.token })).json().result;
    expect(after).toMatchObject({ isComplete: false, incomplete: ['petitionSetup'], branchSetupCompleted: true });
  });

  it('answers an uploaded logo (a storage key) as a signed address, keeps addresses, and keeps the key for the settings', async () => {
    const t = await createTestTenant(database.db);
    const host = `${t.slug}.localhost`;
    const admin = await createTestSession(database.db, { tenantId: t.id, roleId: 3 });
    const key = `t/${t.id}/2026/01/00000000-0000-4000-8000-0000000000aa.png`;
    await callAs(app, updateTenantCall, { logo: key, favicon: 'https://cdn.example/icon.png' }, { host, token: admin.token });
    const details = (await callAs(app, getTenantDetailsCall, {}, { host, token: admin.token })).json().result;
    expect(details.logo).toBe(key);
    // The test app runs without the storage plugin: the resolver is given one that signs.
    const signed: [string, number][] = [];
    const storage = { signedUrl: async (k: string, ttl: number) => (signed.push([k, ttl]), `/files/signed/${k}?sig=x`) };
    const ctx = { request: { server: { hasDecorator: (n: string) => n === 'storage', storage } } } as never;
    const pub = await withBrandingUrls(ctx, { logo: details.logo, favicon: details.favicon });
    expect(pub).toEqual({ logo: `/files/signed/${key}?sig=x`, favicon: 'https://cdn.example/icon.png' });
    expect(signed).toEqual([[key, 24 * 60 * 60]]);
    const failing = { request: { server: { hasDecorator: () => true, storage: { signedUrl: () => Promise.reject(new Error('gone')) } } } } as never;
    expect(await withBrandingUrls(failing, { logo: key, favicon: null })).toEqual({ logo: null, favicon: null });
  });

  it('reads the checklist from the firm’s data: an active branch and a saved workflow tick their steps', async () => {
    const t = await createTestTenant(database.db);
    const host = `${t.slug}.localhost`;
    const staff = await createTestSession(database.db, { tenantId: t.id, roleId: 6 });
    await withTenant(database.db, t.id, async (tx) => {
      await tx.insert(branches).values({ name: 'Inactive office', active: false });
    });
    const before = (await callAs(app, getTenantChecklistCall, {}, { host, token: staff.token })).json().result;
    expect(before.incomplete).toEqual(['petitionSetup', 'workflowSetup', 'branchSetup']);
    await withTenant(database.db, t.id, async (tx) => {
      await tx.insert(branches).values({ name: 'Head office' });
      await tx.insert(workflowConfigs).values({ typeId: 1, workflow: { activities: [] } });
    });
    const after = (await callAs(app, getTenantChecklistCall, {}, { host, token: staff.token })).json().result;
    expect(after).toMatchObject({ branchSetupCompleted: true, workflowSetupCompleted: true, incomplete: ['petitionSetup'] });
    // Another tenant's user cannot read it.
    const other = await createTestTenant(database.db);
    const stranger = await createTestSession(database.db, { tenantId: other.id, roleId: 3 });
    const foreign = await callAs(app, getTenantChecklistCall, { tenantId: t.id }, { host: `${other.slug}.localhost`, token: stranger.token });
    expect(foreign.statusCode).toBe(404);
  });
});
