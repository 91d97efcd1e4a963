import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import {
  listPetitionsCall,
  loginUserDetailsCall,
  logoutCall,
  manageUserStatusCall,
  petitionDetailsCall,
  rolesListCall,
  updateTenantStatusCall,
  updateUserCall,
} from 'shared/contract';
import { defaultWorkflow, ROLE } from 'shared/domain';
import { openDatabase, type Database } from '../../db';
import {
  callAs,
  createTestApp,
  createTestSession,
  createTestTenant,
  openTestDatabase,
  testDbKinds,
  type TestLogin,
} from '../../../testing';

/**
 * The call pipeline caches the tenant of a host and the session of a token (request-caches.ts).
 * Each case warms both caches on two api instances, changes the state through instance A, and
 * expects instance B's very next call to answer the change: a logout, a deactivation, a role
 * change and a tenant suspension, at once. On PostgreSQL B has its own pool (another process as
 * far as the database can tell); on PGlite both share the one embedded database.
 */
describe.each(testDbKinds())('request caches honour changes at once across instances (%s)', (kind) => {
  let database: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    second = kind === 'postgres' && database.url ? await openDatabase({ url: database.url, poolSize: 2 }) : database;
    a = await createTestApp(database);
    b = await createTestApp(second);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (second && second !== database) await second.close();
    await database?.close();
  });

  async function firm(): Promise<{ host: string; tenantId: string; admin: TestLogin; staff: TestLogin }> {
    const t = await createTestTenant(database.db);
    const admin = await createTestSession(database.db, { tenantId: t.id, roleId: ROLE.ADMIN });
    const staff = await createTestSession(database.db, { tenantId: t.id, roleId: ROLE.FRONT_OFFICE });
    return { host: `${t.slug}.localhost`, tenantId: t.id, admin, staff };
  }

  /** Both instances answer the user's calls (and so hold the tenant and the session in cache). */
  async function warm(host: string, login: TestLogin, declaration: typeof loginUserDetailsCall | typeof rolesListCall | typeof listPetitionsCall = loginUserDetailsCall): Promise<void> {
    for (const app of [a, b]) {
      for (let i = 0; i < 2; i++) {
        const res = await callAs(app, declaration, {}, { host, token: login.token });
        expect(res.statusCode).toBe(200);
      }
    }
  }

  it('serves repeated calls from the cache (the tenant and the session are looked up once)', async () => {
    const f = await firm();
    const before = { ...b.requestCaches.stats };
    await warm(f.host, f.staff);
    const after = b.requestCaches.stats;
    expect(after.sessionHits - before.sessionHits).toBeGreaterThanOrEqual(1);
    expect(after.tenantHits - before.tenantHits).toBeGreaterThanOrEqual(1);
  });

  it('a logout on A: B refuses the token on its next call', async () => {
    const f = await firm();
    await warm(f.host, f.staff);
    const out = await callAs(a, logoutCall, {}, { host: f.host, token: f.staff.token });
    expect(out.statusCode).toBe(200);
    const res = await callAs(b, loginUserDetailsCall, {}, { host: f.host, token: f.staff.token });
    expect(res.statusCode).toBe(401);
  });

  it('a deactivation on A: B answers LOGIN_USER_INACTIVE on the user’s next call', async () => {
    const f = await firm();
    await warm(f.host, f.staff);
    const off = await callAs(a, manageUserStatusCall, { userId: f.staff.userId, status: 'inactive' }, { host: f.host, token: f.admin.token });
    expect(off.statusCode).toBe(200);
    const res = await callAs(b, loginUserDetailsCall, {}, { host: f.host, token: f.staff.token });
    expect(res.error?.code).toBe('LOGIN_USER_INACTIVE');
  });

  it('a role change on A: B answers ROLE_CHANGED on the user’s next call', async () => {
    const f = await firm();
    await warm(f.host, f.staff);
    const change = await callAs(a, updateUserCall, { userId: f.staff.userId, roleId: ROLE.PARALEGAL }, { host: f.host, token: f.admin.token });
    expect(change.statusCode).toBe(200);
    const res = await callAs(b, loginUserDetailsCall, {}, { host: f.host, token: f.staff.token });
    expect(res.error?.code).toBe('ROLE_CHANGED');
  });

  it('a tenant suspension on A: B refuses the tenant’s users on their next call', async () => {
    const f = await firm();
    const operator = await createTestSession(database.db, { tenantId: null, roleId: ROLE.PLATFORM_OPERATOR });
    await warm(f.host, f.admin, rolesListCall);
    const off = await callAs(a, updateTenantStatusCall, { tenantId: f.tenantId, status: 'inactive' }, { host: 'localhost', token: operator.token });
    expect(off.statusCode).toBe(200);
    // The firm's live sessions end (tenants.operator.ts)…
    const res = await callAs(b, rolesListCall, {}, { host: f.host, token: f.admin.token });
    expect(res.statusCode).toBe(401);
    // …and B's cached tenant is suspended too: even a session made afterwards is refused.
    const late = await createTestSession(database.db, { tenantId: f.tenantId, roleId: ROLE.ADMIN });
    const refused = await callAs(b, rolesListCall, {}, { host: f.host, token: late.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.error?.message).toBe('This account is not active.');
    // The firm is back as soon as it is active again.
    const on = await callAs(a, updateTenantStatusCall, { tenantId: f.tenantId, status: 'active' }, { host: 'localhost', token: operator.token });
    expect(on.statusCode).toBe(200);
    const back = await callAs(b, rolesListCall, {}, { host: f.host, token: late.token });
    expect(back.statusCode).toBe(200);
  });

  it('a change of the user’s “all cases” flag on A: B answers the staff member’s next case list with the new visibility', async () => {
    const f = await firm();
    // One case, assigned to nobody: front office staff see it only with the flag (petitions.access.ts).
    await database.query(`insert into petitions (tenant_id, case_number, type_id, workflow) values ($1, 'CACHE-1', 1, '{}'::jsonb)`, [f.tenantId]);
    const count = async (app: FastifyInstance): Promise<number> => {
      const res = await callAs(app, listPetitionsCall, {}, { host: f.host, token: f.staff.token });
      expect(res.statusCode).toBe(200);
      return res.result.count ?? -1;
    };
    for (const app of [a, b]) for (let i = 0; i < 2; i++) expect(await count(app)).toBe(0);
    const on = await callAs(a, updateUserCall, { userId: f.staff.userId, casesAccessforAllUsers: true }, { host: f.host, token: f.admin.token });
    expect(on.statusCode).toBe(200);
    expect(await count(b)).toBe(1);
    expect(await count(a)).toBe(1);
    // Back off, this time in SQL as the owner: both instances see it at once too.
    await database.query(`update users set cases_access_for_all_users = false where id = $1`, [f.staff.userId]);
    expect(await count(b)).toBe(0);
    expect(await count(a)).toBe(0);
  });

  it('a change made outside the api (SQL as the owner) reaches both instances too', async () => {
    const f = await firm();
    await warm(f.host, f.staff);
    await database.query(`update sessions set revoked_at = now(), revoke_reason = 'role_changed' where id = $1`, [f.staff.sessionId]);
    for (const app of [a, b]) {
      const res = await callAs(app, loginUserDetailsCall, {}, { host: f.host, token: f.staff.token });
      expect(res.error?.code).toBe('ROLE_CHANGED');
    }
  });

  it('a change to the tenant’s permissions or settings reaches the cached tenant of both instances', async () => {
    const f = await firm();
    await warm(f.host, f.admin, rolesListCall);
    const before = b.requestCaches.stats.tenantMisses;
    await database.query(`update tenants set permissions = '{"/beneficiaries": [3]}'::jsonb where id = $1`, [f.tenantId]);
    const res = await callAs(b, rolesListCall, {}, { host: f.host, token: f.admin.token });
    expect(res.statusCode).toBe(200);
    // The cached tenant was dropped and read again (with its new permissions).
    expect(b.requestCaches.stats.tenantMisses).toBeGreaterThan(before);
  });

  if (kind === 'postgres') {
    it('opens a call’s transaction in one round trip and closes it in one (cached tenant and session)', async () => {
      const f = await firm();
      await warm(f.host, f.admin, rolesListCall);
      const seen: string[] = [];
      const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
      const original = proto.query;
      proto.query = function (this: unknown, ...args: unknown[]) {
        const q = args[0] as string | { text?: string };
        seen.push(typeof q === 'string' ? q : String(q?.text ?? ''));
        return original.apply(this, args);
      };
      try {
        const res = await callAs(b, rolesListCall, {}, { host: f.host, token: f.admin.token });
        expect(res.statusCode).toBe(200);
      } finally {
        proto.query = original;
      }
      expect(seen[0]).toMatch(/^begin; select set_config\('role'/);
      expect(seen[seen.length - 1]).toBe('commit');
      // No tenant or session lookup in between: only the handler's own statements.
      expect(seen.filter((s) => /from "tenants" where lower|from "sessions"/.test(s))).toEqual([]);
    });

    it('a staff member’s case list and details (read-only calls): one message each — the scope and the statement, no BEGIN or COMMIT', async () => {
      const f = await firm();
      await database.query(`update users set cases_access_for_all_users = true where id = $1`, [f.staff.userId]);
      const made = await database.query(`insert into petitions (tenant_id, case_number, type_id, workflow) values ($1, 'CACHE-2', 1, $2::jsonb) returning id`, [
        f.tenantId,
        JSON.stringify(defaultWorkflow(1, 1)),
      ]);
      const caseId = String((made.rows[0] as { id: string }).id);
      await warm(f.host, f.staff);
      const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
      const original = proto.query;
      const seen: { text: string; scope?: string }[] = [];
      proto.query = function (this: unknown, ...args: unknown[]) {
        const q = args[0] as string | { text?: string; scopeText?: string };
        seen.push(typeof q === 'string' ? { text: q } : { text: String(q?.text ?? ''), scope: q.scopeText });
        return original.apply(this, args);
      };
      const before = { ...b.requestCaches.stats };
      try {
        const list = await callAs(b, listPetitionsCall, {}, { host: f.host, token: f.staff.token });
        expect(list.statusCode).toBe(200);
        expect(list.result.count).toBe(1);
        expect(seen).toHaveLength(1);
        expect(seen[0]!.scope).toMatch(new RegExp(`set_config\\('app.tenant_id', '${f.tenantId}', true\\), set_config\\('transaction_read_only', 'on', true\\)`));
        seen.length = 0;
        const details = await callAs(b, petitionDetailsCall, { petitionId: caseId }, { host: f.host, token: f.staff.token });
        expect(details.statusCode).toBe(200);
        expect(details.result.children).toEqual([]);
        expect(seen).toHaveLength(1);
        expect(seen[0]!.scope).toContain(f.tenantId);
      } finally {
        proto.query = original;
      }
      expect(seen.some((s) => /^(begin|commit)/.test(s.text))).toBe(false);
      expect(b.requestCaches.stats.readScopes - before.readScopes).toBe(2);
      expect(b.requestCaches.stats.readScopeRetries - before.readScopeRetries).toBe(0);
    });

    it('a read-only call right after a change on A: B’s read scope sees the new epoch and answers in a transaction (a logout, a deactivation)', async () => {
      const f = await firm();
      await warm(f.host, f.staff, listPetitionsCall);
      const before = b.requestCaches.stats.readScopeRetries;
      const out = await callAs(a, logoutCall, {}, { host: f.host, token: f.staff.token });
      expect(out.statusCode).toBe(200);
      const res = await callAs(b, listPetitionsCall, {}, { host: f.host, token: f.staff.token });
      expect(res.statusCode).toBe(401);
      expect(b.requestCaches.stats.readScopeRetries - before).toBe(1);

      const g = await firm();
      await warm(g.host, g.staff, listPetitionsCall);
      const off = await callAs(a, manageUserStatusCall, { userId: g.staff.userId, status: 'inactive' }, { host: g.host, token: g.admin.token });
      expect(off.statusCode).toBe(200);
      const refused = await callAs(b, petitionDetailsCall, { petitionId: '00000000-0000-4000-8000-000000000001' }, { host: g.host, token: g.staff.token });
      expect(refused.error?.code).toBe('LOGIN_USER_INACTIVE');
    });

    it('a read-only call whose session is not cached (and due its touch) is answered in a read scope: the lookup is a read, the touch written behind', async () => {
      const f = await firm();
      await warm(f.host, f.staff, listPetitionsCall);
      await database.query(`update sessions set last_seen_at = now() - interval '10 minutes' where id = $1`, [f.staff.sessionId]);
      b.requestCaches.clear();
      // One call at the current epoch so B's caches know it, then the due session on a read-only call.
      expect((await callAs(b, rolesListCall, {}, { host: f.host, token: f.admin.token })).statusCode).toBe(200);
      const before = { ...b.requestCaches.stats };
      const res = await callAs(b, listPetitionsCall, {}, { host: f.host, token: f.staff.token });
      expect(res.statusCode).toBe(200);
      expect(b.requestCaches.stats.readScopeRetries - before.readScopeRetries).toBe(0);
      expect(b.requestCaches.stats.readScopes - before.readScopes).toBe(1);
      expect(b.requestCaches.stats.sessionMisses - before.sessionMisses).toBe(1);
      const recent = async () =>
        (await database.query<{ recent: boolean }>(`select last_seen_at > now() - interval '1 minute' as recent from sessions where id = $1`, [f.staff.sessionId])).rows[0]!.recent;
      expect(await recent()).toBe(false);
      await b.sessionTouches.flush();
      expect(await recent()).toBe(true);
      // Its next read-only call takes the session from the cache.
      expect((await callAs(b, listPetitionsCall, {}, { host: f.host, token: f.staff.token })).statusCode).toBe(200);
      expect(b.requestCaches.stats.readScopes - before.readScopes).toBe(2);
      expect(b.requestCaches.stats.sessionHits - before.sessionHits).toBeGreaterThanOrEqual(1);
    });

    it('a cached session due its touch: the read-only call is answered in a read scope and the touch written behind, once', async () => {
      const f = await firm();
      await warm(f.host, f.staff, listPetitionsCall);
      const seenAt = async () =>
        new Date(String((await database.query<{ at: string }>(`select last_seen_at as at from sessions where id = $1`, [f.staff.sessionId])).rows[0]!.at)).getTime();
      const before = await seenAt();
      const stats = { ...b.requestCaches.stats };
      const written = b.sessionTouches.stats.written;
      // Two minutes later (the touch is due after one): B's clock only.
      const later = Date.now() + 2 * 60 * 1000;
      const now = jest.spyOn(Date, 'now').mockReturnValue(later);
      try {
        for (let i = 0; i < 2; i++) {
          expect((await callAs(b, listPetitionsCall, {}, { host: f.host, token: f.staff.token })).statusCode).toBe(200);
        }
      } finally {
        now.mockRestore();
      }
      expect(b.requestCaches.stats.readScopes - stats.readScopes).toBe(2);
      expect(b.requestCaches.stats.readScopeRetries - stats.readScopeRetries).toBe(0);
      // Not written by the calls themselves: queued once, written by the next flush.
      expect(await seenAt()).toBe(before);
      await b.sessionTouches.flush();
      expect(b.sessionTouches.stats.written - written).toBe(1);
      expect(await seenAt()).toBeGreaterThanOrEqual(later - 1000);
    });

    it('a cached session past its idle expiry is not answered from the cache (the resolver refuses it)', async () => {
      const f = await firm();
      await warm(f.host, f.staff, listPetitionsCall);
      const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 3 * 60 * 60 * 1000);
      try {
        const res = await callAs(b, listPetitionsCall, {}, { host: f.host, token: f.staff.token });
        expect(res.statusCode).toBe(401);
        expect(res.error?.code).toBe('TOKEN_EXPIRED');
      } finally {
        now.mockRestore();
      }
    });
  }
});
