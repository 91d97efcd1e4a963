import { activateUserCall, inviteTenantCall, listTenantUsageCall, loginCall, resendTenantActivationKeyCall, updateTenantStatusCall, getTenantDetailsCall } from 'shared/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { withPlatform, withSystem, withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail/outbox.table';
import { sessions } from '../../../platform/auth';
import { petitions } from '../../petitions';
import { tenants } from '../tenants.table';
import { callAs, createTestSession, peopleHarness, unchecked, type PeopleHarness, type TestLogin } from '../../../testing';

/** Issue 16 point 6: the operator console's calls. */
describe('operator console calls', () => {
  let h: PeopleHarness;
  let operator: TestLogin;

  beforeAll(async () => {
    h = await peopleHarness('pglite', { cases: true });
    operator = await createTestSession(h.database.db, { tenantId: null, roleId: 1 });
  });
  afterAll(async () => h?.close());

  const asOperator = <P>(decl: Parameters<typeof callAs>[1], payload: P) =>
    callAs(h.app, decl, unchecked(payload), { token: operator.token, host: 'localhost:4000' });

  it('lists firms with users, cases and stored bytes counted per firm, searched, sorted and paged', async () => {
    const a = await h.newTenant();
    const b = await h.newTenant();
    await a.login(3);
    await a.login(4);
    await b.login(3);
    await h.storedFile(a);
    await h.storedFile(a);
    await h.storedFile(b);
    await withTenant(h.database.db, a.id, (tx) =>
      tx.insert(petitions).values([
        { caseNumber: 'OP-1', typeId: 1, workflow: [] },
        { caseNumber: 'OP-2', typeId: 1, workflow: [] },
        { caseNumber: 'OP-3', typeId: 1, workflow: [], deletedAt: new Date() },
      ]),
    );
    const res = await asOperator(listTenantUsageCall, { search: a.slug, perpage: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json().result;
    expect(body.count).toBe(1);
    expect(body.data[0]).toMatchObject({ id: a.id, users: 2, cases: 2, storageBytes: 2 * 1234 });
    const other = (await asOperator(listTenantUsageCall, { search: b.slug })).json().result;
    expect(other.data[0]).toMatchObject({ id: b.id, users: 1, cases: 0, storageBytes: 1234 });

    const sorted = (await asOperator(listTenantUsageCall, { sortBy: 'slug', sortDir: 'asc', perpage: 100 })).json().result;
    const slugs = sorted.data.map((r: { slug: string }) => r.slug);
    expect(slugs).toEqual([...slugs].sort());
    const paged = (await asOperator(listTenantUsageCall, { sortBy: 'slug', sortDir: 'asc', perpage: 1, page: 2 })).json().result;
    expect(paged.data).toHaveLength(1);
    expect(paged.data[0].slug).toBe(slugs[1]);
    expect(paged.count).toBe(sorted.count);
  });

  it('refuses a firm admin, at the firm host and at the app host', async () => {
    const a = await h.newTenant();
    const admin = await a.login(3);
    const atFirm = await callAs(h.app, listTenantUsageCall, unchecked({}), { host: a.host, token: admin.token });
    expect(atFirm.statusCode).toBe(403);
    const atApp = await callAs(h.app, listTenantUsageCall, unchecked({}), { host: 'localhost:4000', token: admin.token });
    expect([401, 403]).toContain(atApp.statusCode);
    const bad = await asOperator(listTenantUsageCall, { sortBy: 'password' });
    expect(bad.statusCode).toBe(422);
  });

  it('invites a firm: its admin gets the activation mail, activating the account activates the firm; resend reissues the link', async () => {
    const slug = `opinv${Date.now().toString(36)}`;
    const inv = await asOperator(inviteTenantCall, { name: 'Invited Firm LLP', slug, adminName: 'Ivy Admin', adminEmail: `ivy@${slug}.test` });
    expect(inv.statusCode).toBe(200);
    const tenantId = inv.json().result.tenant._id as string;
    expect(inv.json().result.tenant.status).toBe('invited');
    const mails = () =>
      withTenant(h.database.db, tenantId, (tx) =>
        tx.select().from(outbox).where(and(eq(outbox.to, `ivy@${slug}.test`), eq(outbox.template, 'account-activation'))).orderBy(desc(outbox.createdAt)),
      );
    const first = await mails();
    expect(first).toHaveLength(1);
    const link = /https?:\/\/[^\s"<]+token=([A-Za-z0-9_-]+)/.exec(first[0]!.text);
    expect(link?.[0]).toContain(`${slug}.`);

    const resent = await asOperator(resendTenantActivationKeyCall, { tenantId });
    expect(resent.statusCode).toBe(200);
    const second = await mails();
    expect(second).toHaveLength(2);
    const token = /token=([A-Za-z0-9_-]+)/.exec(second[0]!.text)![1]!;
    // The first link stopped working when the new one was sent.
    const host = `${slug}.localhost`;
    const old = /token=([A-Za-z0-9_-]+)/.exec(first[0]!.text)![1]!;
    expect((await callAs(h.app, activateUserCall, unchecked({ token: old, password: 'Firm@2026x', confirmPassword: 'Firm@2026x' }), { host })).statusCode).not.toBe(200);

    const act = await callAs(h.app, activateUserCall, unchecked({ token, password: 'Firm@2026x', confirmPassword: 'Firm@2026x' }), { host });
    expect(act.statusCode).toBe(200);
    const [row] = await withPlatform(h.database.db, (tx) => tx.select().from(tenants).where(eq(tenants.id, tenantId)));
    expect(row!.status).toBe('active');
    const login = await callAs(h.app, loginCall, unchecked({ email: `ivy@${slug}.test`, password: 'Firm@2026x' }), { host });
    expect(login.statusCode).toBe(200);
    // Already active: no more activation key.
    expect((await asOperator(resendTenantActivationKeyCall, { tenantId })).statusCode).toBe(409);
  });

  it('suspending a firm revokes its sessions at once; only that firm', async () => {
    const a = await h.newTenant();
    const b = await h.newTenant();
    const aAdmin = await a.login(3);
    const bAdmin = await b.login(3);
    expect((await callAs(h.app, getTenantDetailsCall, {}, { host: a.host, token: aAdmin.token })).statusCode).toBe(200);
    const res = await asOperator(updateTenantStatusCall, { tenantId: a.id, status: 'inactive' });
    expect(res.statusCode).toBe(200);
    const live = await withSystem(h.database.db, (tx) =>
      tx.select({ tenantId: sessions.tenantId, n: sql<number>`count(*)::int` }).from(sessions).where(sql`${sessions.revokedAt} is null and ${sessions.tenantId} in (${a.id}, ${b.id})`).groupBy(sessions.tenantId),
    );
    expect(live.find((r) => r.tenantId === a.id)).toBeUndefined();
    expect(live.find((r) => r.tenantId === b.id)?.n).toBe(1);
    // Reactivated, the old session stays ended.
    await asOperator(updateTenantStatusCall, { tenantId: a.id, status: 'active' });
    expect((await callAs(h.app, getTenantDetailsCall, {}, { host: a.host, token: aAdmin.token })).statusCode).toBe(401);
    expect((await callAs(h.app, getTenantDetailsCall, {}, { host: b.host, token: bAdmin.token })).statusCode).toBe(200);
  });
});
