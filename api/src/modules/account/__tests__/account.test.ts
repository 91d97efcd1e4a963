import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ANONYMISED_USER_NAME,
  PROFILE_DELETION_GRACE_MS,
  getTenantDetailsCall,
  profileDeletionStatusCall,
  requestProfileDeletionCall,
  revertProfileDeletionCall,
} from 'shared/contract';
import { withTenant, type Database } from '../../../platform/db';
import { sessions } from '../../../platform/auth';
import { callAs, createTestApp, createTestSession, createTestTenant, openTestDatabase, type TestLogin } from '../../../testing';
import { users } from '../../users';
import { reminders } from '../../reminders';
import { completeProfileDeletion } from '../account.service';
import { profileDeletionRequests } from '../account.table';

describe('delete my profile', () => {
  let database: Database;
  let app: FastifyInstance;
  let tenant: { id: string; slug: string };
  let host: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await createTestApp(database);
    tenant = await createTestTenant(database.db);
    host = `${tenant.slug}.localhost`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const requestOf = (login: TestLogin) =>
    withTenant(database.db, login.tenantId, (tx) => tx.select().from(profileDeletionRequests).where(eq(profileDeletionRequests.userId, login.userId)));

  it('needs the typed confirmation and stores nothing without it', async () => {
    const me = await createTestSession(database.db, { tenantId: tenant.id, roleId: 6 });
    const res = await callAs(app, requestProfileDeletionCall, { confirm: 'yes' } as never, { host, token: me.token });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Type DELETE to confirm');
    expect(await requestOf(me)).toHaveLength(0);
  });

  it('requests, refuses a second request, takes it back, and the job then leaves the account alone', async () => {
    const me = await createTestSession(database.db, { tenantId: tenant.id, roleId: 7 });
    const before = Date.now();
    const asked = await callAs(app, requestProfileDeletionCall, { confirm: 'DELETE', reason: 'Leaving the firm' }, { host, token: me.token });
    expect(asked.statusCode).toBe(200);
    const status = asked.json().result;
    expect(status.state).toBe('pending');
    expect(new Date(status.effectiveAt).getTime()).toBeGreaterThanOrEqual(before + PROFILE_DELETION_GRACE_MS);
    const again = await callAs(app, requestProfileDeletionCall, { confirm: 'DELETE' }, { host, token: me.token });
    expect(again.statusCode).toBe(409);
    expect((await callAs(app, profileDeletionStatusCall, {}, { host, token: me.token })).json().result.state).toBe('pending');

    const reverted = await callAs(app, revertProfileDeletionCall, {}, { host, token: me.token });
    expect(reverted.json().result).toMatchObject({ state: 'reverted', effectiveAt: null });
    expect((await callAs(app, revertProfileDeletionCall, {}, { host, token: me.token })).statusCode).toBe(409);

    const [row] = await requestOf(me);
    const late = new Date(Date.now() + PROFILE_DELETION_GRACE_MS + 60_000);
    expect((await completeProfileDeletion(database.db, { tenantId: tenant.id, requestId: row!.id }, late)).outcome).toBe('not-pending');
    const [user] = await withTenant(database.db, tenant.id, (tx) => tx.select().from(users).where(eq(users.id, me.userId)));
    expect(user).toMatchObject({ email: me.email, status: 'active' });
    expect((await callAs(app, getTenantDetailsCall, {}, { host, token: me.token })).statusCode).toBe(200);
  });

  it('anonymises the account after the grace period, ends its sessions and keeps records pointing at it', async () => {
    const me = await createTestSession(database.db, { tenantId: tenant.id, roleId: 6 });
    const [reminder] = await withTenant(database.db, tenant.id, (tx) =>
      tx
        .insert(reminders)
        .values({ title: 'File I-129', localDate: '2099-01-01', localTime: '09:00', timezone: 'UTC', linkOrigin: 'http://x.localhost', createdBy: me.userId, createdByName: 'Me' })
        .returning(),
    );
    const asked = (await callAs(app, requestProfileDeletionCall, { confirm: 'DELETE' }, { host, token: me.token })).json().result;
    const [row] = await requestOf(me);
    const job = { tenantId: tenant.id, requestId: row!.id };

    const early = new Date(new Date(asked.effectiveAt).getTime() - 1000);
    expect((await completeProfileDeletion(database.db, job, early)).outcome).toBe('not-due');
    expect((await callAs(app, getTenantDetailsCall, {}, { host, token: me.token })).statusCode).toBe(200);

    const due = new Date(asked.effectiveAt);
    const done = await completeProfileDeletion(database.db, job, due);
    expect(done).toMatchObject({ outcome: 'anonymised', userId: me.userId, sessionsEnded: 1 });

    const [user] = await withTenant(database.db, tenant.id, (tx) => tx.select().from(users).where(eq(users.id, me.userId)));
    expect(user).toMatchObject({ name: ANONYMISED_USER_NAME, email: `deleted-${me.userId}@deleted.invalid`, phone: null, passwordHash: null, status: 'inactive' });
    const live = await withTenant(database.db, tenant.id, (tx) => tx.select().from(sessions).where(eq(sessions.userId, me.userId)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await callAs(app, getTenantDetailsCall, {}, { host, token: me.token })).statusCode).toBe(401);
    const [kept] = await withTenant(database.db, tenant.id, (tx) => tx.select().from(reminders).where(eq(reminders.id, reminder!.id)));
    expect(kept?.createdBy).toBe(me.userId);
    expect((await requestOf(me))[0]).toMatchObject({ status: 'completed', reason: null });
    // A second run of the job changes nothing.
    expect((await completeProfileDeletion(database.db, job, due)).outcome).toBe('not-pending');
  });

  it('keeps the last admin, refuses the operator and anonymous callers, and never touches another tenant', async () => {
    const lone = await createTestTenant(database.db);
    const admin = await createTestSession(database.db, { tenantId: lone.id, roleId: 3 });
    const refused = await callAs(app, requestProfileDeletionCall, { confirm: 'DELETE' }, { host: `${lone.slug}.localhost`, token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(JSON.stringify(refused.json())).toContain('only admin');
    await createTestSession(database.db, { tenantId: lone.id, roleId: 3 });
    const allowed = await callAs(app, requestProfileDeletionCall, { confirm: 'DELETE' }, { host: `${lone.slug}.localhost`, token: admin.token });
    expect(allowed.statusCode).toBe(200);

    const operator = await createTestSession(database.db, { tenantId: null, roleId: 1 });
    expect((await callAs(app, requestProfileDeletionCall, { confirm: 'DELETE' }, { token: operator.token })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await callAs(app, requestProfileDeletionCall, { confirm: 'DELETE' }, { host })).statusCode).toBe(401);

    // A user of another tenant at this tenant's host is not signed in here.
    const stranger = await createTestSession(database.db, { tenantId: lone.id, roleId: 6 });
    expect((await callAs(app, requestProfileDeletionCall, { confirm: 'DELETE' }, { host, token: stranger.token })).statusCode).toBe(401);
    expect(await requestOf(stranger)).toHaveLength(0);
  });
});
