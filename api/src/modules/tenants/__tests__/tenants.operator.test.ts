import { deleteTenantCall, exportTenantCall, FIRM_DELETION_GRACE_MS, FIRM_DELETION_NEEDS_EXPORT, getTenantBySubdomainCall, tenantDeleteCancelCall, tenantExportDownloadCall, tenantExportListCall } from 'shared/contract';
import { unzipSync } from 'fflate';
import { readAll } from '../../../platform/storage';
import { buildFirmExport, completeFirmDeletion, firmExports } from '..';
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

    // Sorted by usage on the server: a (2 users, 2 cases, 2468 bytes) against b (1, 0, 1234).
    const pair = async (sortBy: string, sortDir: string, page = 1, perpage = 100) => {
      const r = (await asOperator(listTenantUsageCall, { sortBy, sortDir, perpage, page })).json().result;
      return { ids: r.data.map((x: { id: string }) => x.id).filter((id: string) => id === a.id || id === b.id), rows: r.data, count: r.count };
    };
    expect((await pair('users', 'desc')).ids).toEqual([a.id, b.id]);
    expect((await pair('users', 'asc')).ids).toEqual([b.id, a.id]);
    expect((await pair('cases', 'desc')).ids).toEqual([a.id, b.id]);
    expect((await pair('storageBytes', 'asc')).ids).toEqual([b.id, a.id]);
    const bytes = (await pair('storageBytes', 'desc')).rows.map((r: { storageBytes: number }) => r.storageBytes);
    expect(bytes).toEqual([...bytes].sort((x, y) => y - x));
    // Paged after sorting: page 2 of one row is the second of the full order; the total is the same.
    const full = await pair('cases', 'desc');
    const second = (await asOperator(listTenantUsageCall, { sortBy: 'cases', sortDir: 'desc', perpage: 1, page: 2 })).json().result;
    expect(second.data.map((r: { id: string }) => r.id)).toEqual([full.rows[1].id]);
    expect(second.count).toBe(full.count);
    // With a search: only the matching firm, counted.
    const searched = (await asOperator(listTenantUsageCall, { search: b.slug, sortBy: 'users', sortDir: 'desc' })).json().result;
    expect(searched).toMatchObject({ count: 1, data: [{ id: b.id, users: 1 }] });
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

  it('exports a firm into a zip of its records and files, nothing of another firm; only the operator downloads it', async () => {
    const a = await h.newTenant();
    const b = await h.newTenant();
    const stamp = Date.now().toString(36);
    const aUser = await a.login(4, { email: `exp-a-${stamp}@a.test` });
    await b.login(4, { email: `exp-b-${stamp}@b.test` });
    const keyA = await h.storedFile(a);
    await h.app.storage.put(keyA, Buffer.from('%PDF-1.4 firm A bytes'), { contentType: 'application/pdf', size: 21 });
    const keyB = await h.storedFile(b);
    await h.app.storage.put(keyB, Buffer.from('%PDF-1.4 firm B bytes'), { contentType: 'application/pdf', size: 21 });

    const start = await asOperator(exportTenantCall, { tenantId: a.id });
    expect(start.statusCode).toBe(200);
    const exp = start.json().result;
    expect(exp).toMatchObject({ tenantId: a.id, status: 'queued', progress: 0 });
    expect((await asOperator(exportTenantCall, { tenantId: a.id })).statusCode).toBe(409);
    expect((await asOperator(tenantExportDownloadCall, { exportId: exp.id })).statusCode).toBe(409);

    // The archive reaches storage as a file written beforehand (streamed), not as bytes in memory.
    const bodies: unknown[] = [];
    const storage = {
      get: (key: string) => h.app.storage.get(key),
      put: (key: string, body: Parameters<typeof h.app.storage.put>[1], opts: Parameters<typeof h.app.storage.put>[2]) => (bodies.push(body), h.app.storage.put(key, body, opts)),
    };
    expect(await buildFirmExport({ db: h.database.db, storage }, { exportId: exp.id })).toBe('done');
    expect(bodies).toEqual([{ filePath: expect.stringMatching(/export\.zip$/) }]);
    const listed = (await asOperator(tenantExportListCall, { tenantId: a.id })).json().result;
    expect(listed.data[0]).toMatchObject({ id: exp.id, status: 'done', progress: 100 });
    expect(listed.data[0].fileName).toMatch(new RegExp(`^${a.slug}-export-\\d{4}-\\d{2}-\\d{2}\\.zip$`));

    const [row] = await withPlatform(h.database.db, (tx) => tx.select().from(firmExports).where(eq(firmExports.id, exp.id)));
    const zip = unzipSync(new Uint8Array(await readAll(await h.app.storage.get(row!.fileKey!))));
    const names = Object.keys(zip);
    expect(names).toEqual(expect.arrayContaining(['manifest.csv', 'records/users.json', 'records/users.csv', 'records/files.json']));
    expect(names.some((n) => n.startsWith('records/sessions'))).toBe(false);
    const text = (n: string) => new TextDecoder().decode(zip[n]);
    const users = JSON.parse(text('records/users.json')) as Record<string, unknown>[];
    expect(users.map((u) => u.email)).toContain(`exp-a-${stamp}@a.test`);
    expect(users.find((u) => u.id === aUser.userId)).toBeDefined();
    expect(Object.keys(users[0]!).some((k) => /password|secret/.test(k))).toBe(false);
    const fileEntries = names.filter((n) => n.startsWith('files/'));
    expect(fileEntries).toHaveLength(1);
    expect(text(fileEntries[0]!)).toBe('%PDF-1.4 firm A bytes');
    expect(text('manifest.csv')).toMatch(/table,users,1\r\n/);
    // Nothing of firm B anywhere in the archive.
    for (const n of names) {
      expect(text(n)).not.toContain(b.id);
      expect(text(n)).not.toContain(`exp-b-${stamp}`);
      expect(text(n)).not.toContain('firm B bytes');
    }

    const dl = await asOperator(tenantExportDownloadCall, { exportId: exp.id });
    expect(dl.statusCode).toBe(200);
    expect(dl.json().result.fileName).toBe(listed.data[0].fileName);
    const admin = await a.login(3);
    expect((await callAs(h.app, tenantExportDownloadCall, unchecked({ exportId: exp.id }), { host: a.host, token: admin.token })).statusCode).toBe(403);
    expect((await callAs(h.app, exportTenantCall, unchecked({ tenantId: a.id }), { host: a.host, token: admin.token })).statusCode).toBe(403);
  });

  it('deletes a firm only after an export and its grace period (controlled clock); cancel within the grace period', async () => {
    const a = await h.newTenant();
    const admin = await a.login(3);
    const refused = await asOperator(deleteTenantCall, { tenantId: a.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result.error.message).toBe(FIRM_DELETION_NEEDS_EXPORT);
    await withPlatform(h.database.db, (tx) => tx.insert(firmExports).values({ firmId: a.id, status: 'done', progress: 100, finishedAt: new Date() }));

    const t0 = Date.now();
    const del = await asOperator(deleteTenantCall, { tenantId: a.id });
    expect(del.statusCode).toBe(200);
    expect(del.json().result.deleted).toBe(false);
    const deleteAfter = Date.parse(del.json().result.deleteAfter);
    expect(deleteAfter - t0).toBeGreaterThanOrEqual(FIRM_DELETION_GRACE_MS - 5_000);
    expect(deleteAfter - t0).toBeLessThanOrEqual(FIRM_DELETION_GRACE_MS + 60_000);
    expect((await asOperator(deleteTenantCall, { tenantId: a.id })).statusCode).toBe(409);
    const first = (await asOperator(tenantExportListCall, { tenantId: a.id })).json().result.deletion;
    expect(first).toMatchObject({ status: 'scheduled' });

    // A day before the end: nothing happens.
    expect(await completeFirmDeletion(h.database.db, { deletionId: first.id }, new Date(deleteAfter - 86_400_000))).toEqual({ outcome: 'not-due' });
    expect((await callAs(h.app, getTenantBySubdomainCall, {}, { host: a.host })).statusCode).toBe(200);
    // Cancelled in time: the job later finds nothing to do.
    const cancel = await asOperator(tenantDeleteCancelCall, { tenantId: a.id });
    expect(cancel.json().result).toMatchObject({ id: first.id, status: 'cancelled' });
    expect(await completeFirmDeletion(h.database.db, { deletionId: first.id }, new Date(deleteAfter + 1_000))).toEqual({ outcome: 'not-scheduled' });
    expect((await callAs(h.app, getTenantDetailsCall, {}, { host: a.host, token: admin.token })).statusCode).toBe(200);

    // Asked again and left to run out: the firm is deleted and its sessions end.
    await asOperator(deleteTenantCall, { tenantId: a.id });
    const second = (await asOperator(tenantExportListCall, { tenantId: a.id })).json().result.deletion;
    const done = await completeFirmDeletion(h.database.db, { deletionId: second.id }, new Date(Date.parse(second.deleteAfter) + 1_000));
    expect(done).toEqual({ outcome: 'deleted', firmId: a.id });
    expect((await callAs(h.app, getTenantBySubdomainCall, {}, { host: a.host })).json().result.error.code).toBe('TENANT_NOT_FOUND');
    const live = await withSystem(h.database.db, (tx) => tx.select().from(sessions).where(sql`${sessions.tenantId} = ${a.id} and ${sessions.revokedAt} is null`));
    expect(live).toHaveLength(0);
    expect((await asOperator(tenantDeleteCancelCall, { tenantId: a.id })).statusCode).toBe(409);
  });
});
