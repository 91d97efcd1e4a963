import type { FastifyInstance } from 'fastify';
import { addMasterdataCall, listMasterdataCall, type TListMasterdataResult } from 'shared/contract';
import type { Database } from '../../platform/db';
import {
  callAs,
  createTestApp,
  createTestSession,
  createTestTenant,
  openTestDatabase,
  unchecked,
  type TestLogin,
} from '..';

describe('callAs: a declared call with a typed payload and answer', () => {
  let database: Database;
  let app: FastifyInstance;
  let host: string;
  let admin: TestLogin;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await createTestApp(database);
    const tenant = await createTestTenant(database.db);
    host = `${tenant.slug}.localhost`;
    admin = await createTestSession(database.db, { tenantId: tenant.id, roleId: 3 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('posts to the declaration’s path and types the result by its output', async () => {
    const res = await callAs(app, listMasterdataCall, { category: 'countries', perpage: 2 });
    expect(res.statusCode).toBe(200);
    const result: TListMasterdataResult = res.result;
    expect(result).toMatchObject({ count: 246, page: 1, perpage: 2 });
    expect(result.data).toHaveLength(2);
    expect(res.error).toBeUndefined();
    // The answer is still the inject response: what the older `call` tests read keeps working.
    expect(res.json()).toEqual({ result });
    // parsed() checks the body against the declaration's result schema.
    expect(res.parsed().count).toBe(246);
  });

  it('signs in with a TestLogin plus host, a { host, token } pair or a bare token', async () => {
    const payload = { category: 'carriers' as const, name: 'Acme Courier', code: 'ACME1' };
    const asLogin = await callAs(app, addMasterdataCall, payload, { ...admin, host });
    expect(asLogin.statusCode).toBe(200);
    expect(asLogin.result).toMatchObject({ name: 'Acme Courier', tenantId: admin.tenantId });
    const asPair = await callAs(app, addMasterdataCall, { ...payload, code: 'ACME2' }, { host, token: admin.token });
    expect(asPair.statusCode).toBe(200);
    // A bare token goes to host `localhost`, which is not the tenant's: not the admin's scope.
    const asToken = await callAs(app, addMasterdataCall, { ...payload, code: 'ACME3' }, admin.token);
    expect(asToken.statusCode).toBeGreaterThanOrEqual(400);
    // No login: the session call is refused.
    const anonymous = await callAs(app, addMasterdataCall, { ...payload, code: 'ACME4' }, { host });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.error?.code).toEqual(expect.any(String));
  });

  it('sends a deliberately invalid payload through unchecked() and exposes the 422 issues', async () => {
    const res = await callAs(app, listMasterdataCall, unchecked({ category: 'countries', perpage: 0 }));
    expect(res.statusCode).toBe(422);
    expect(res.error?.issues?.map((i) => i.path)).toEqual(['perpage']);
    expect(() => res.parsed()).toThrow();
  });

  it('is checked by the typechecker (tsc -p api/tsconfig.json)', () => {
    const typed = () => {
      // @ts-expect-error: 'nope' is not a master data category of the declaration's payload.
      void callAs(app, listMasterdataCall, { category: 'nope' });
      // @ts-expect-error: the result has no field `rows`.
      void callAs(app, listMasterdataCall, { category: 'countries' }).then((r) => r.result.rows);
    };
    expect(typed).toBeInstanceOf(Function);
  });
});
