import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ALL_CALLS, callPayload, defineCall, ZErrorEnvelope, listMasterdataCall, getTenantDetailsCall, updateTenantCall } from 'shared/contract';
import { issueLinkToken } from '../../auth';
import { withTenant, type Database } from '../../db';
import { assertCallsComplete, handle } from '../register-call';
import { PLATFORM_PLUGIN_CALLS } from '../../../platform-plugins';
import { alterTestSession, call, callAs, createTestApp, createTestSession, createTestTenant, openTestDatabase, testDbKinds, unchecked } from '../../../testing';
import { NON_DOCUMENT_CSP } from '../../ops/security-headers';

const boomCall = defineCall({
  path: '/test/boom',
  summary: 'throws',
  payload: callPayload({}),
  result: z.object({}),
  auth: { kind: 'public' },
  example: {},
});
const badResultCall = defineCall({
  path: '/test/bad-result',
  summary: 'returns the wrong shape',
  payload: callPayload({}),
  result: z.object({ n: z.number() }),
  auth: { kind: 'public' },
  example: {},
});
const strictCall = defineCall({
  path: '/test/strict',
  summary: 'rate limited',
  payload: callPayload({}),
  result: z.object({ ok: z.boolean() }),
  auth: { kind: 'public' },
  rateLimit: 'strict',
  example: {},
});
const createCall = defineCall({
  path: '/test/create',
  summary: 'creates',
  payload: callPayload({ name: z.string() }),
  result: z.object({ id: z.string(), name: z.string() }),
  auth: { kind: 'session', roles: [3] },
  creates: true,
  example: { name: 'x' },
});
const linkCall = defineCall({
  path: '/test/link',
  summary: 'link token',
  payload: callPayload({ token: z.string().optional() }),
  result: z.object({ recordId: z.string() }),
  auth: { kind: 'link', purpose: 'questionnaire' },
  example: {},
});
const nestedCall = defineCall({
  path: '/test/nested',
  summary: 'nested validation',
  payload: callPayload({ person: z.object({ email: z.email(), age: z.number().int().min(0) }) }),
  result: z.object({ ok: z.boolean() }),
  auth: { kind: 'public' },
  example: { person: { email: 'a@b.test', age: 1 } },
});

const extraCalls = [
  handle(boomCall, async () => {
    throw new Error('secret internal detail: connection string postgres://x');
  }),
  handle(badResultCall, async () => ({ n: 'not a number' }) as never),
  handle(strictCall, async () => ({ ok: true })),
  handle(createCall, async (ctx) => ({ id: randomUUID(), name: ctx.payload.name })),
  handle(linkCall, async (ctx) => ({ recordId: ctx.link!.recordId })),
  handle(nestedCall, async () => ({ ok: true })),
];

describe.each(testDbKinds())('call contract (%s)', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let host: string;
  let tenantId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // 4: the link test makes four calls to its (strict, like every link call) route.
    app = await createTestApp(database, { extraCalls, env: { RATE_LIMIT_AUTH_MAX: '4' } });
    const t = await createTestTenant(database.db);
    host = `${t.slug}.localhost:4000`;
    tenantId = t.id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers success as { result }', async () => {
    const res = await callAs(app, listMasterdataCall, { category: 'wage_levels', timezone: 'UTC', today: '2026-01-02' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['result']);
    expect(body.result.data.map((d: { code: string }) => d.code)).toEqual(['I', 'II', 'III', 'IV']);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a valid incoming x-request-id', async () => {
    const res = await callAs(app, listMasterdataCall, { category: 'carriers' }, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
  });

  it('answers an unknown call with 404 NOT_FOUND in the envelope', async () => {
    // eslint-disable-next-line no-restricted-syntax -- deliberately not a declared call (the 404 answer)
    const res = await call(app, '/nope/nothing', {});
    expect(res.statusCode).toBe(404);
    const body = ZErrorEnvelope.parse(res.json());
    expect(body.result.error.code).toBe('NOT_FOUND');
    expect(body.message).toBe(body.result.error.message);
  });

  it('answers validation failures with 422 and field paths', async () => {
    const res = await call(app, '/test/nested', { person: { email: 'not-an-email', age: -1 } });
    expect(res.statusCode).toBe(422);
    const body = ZErrorEnvelope.parse(res.json());
    expect(body.result.error.code).toBe('VALIDATION_FAILED');
    const paths = body.result.error.issues!.map((i) => i.path).sort();
    expect(paths).toEqual(['person.age', 'person.email']);
    expect(body.message).toContain('person.email');
  });

  it('refuses a payload that is not an object with 400', async () => {
    const res = await callAs(app, listMasterdataCall, unchecked([1, 2]));
    expect(res.statusCode).toBe(400);
    expect(res.json().result.error.code).toBe('BAD_REQUEST');
    const bad = await app.inject({ method: 'POST', url: '/api/masterdata/list', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.error.code).toBe('BAD_REQUEST');
  });

  it('answers 413 PAYLOAD_TOO_LARGE over the body limit', async () => {
    const res = await callAs(app, listMasterdataCall, { category: 'carriers', matcher: { name: 'x'.repeat(6 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().result.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides internals of 5xx errors', async () => {
    const res = await call(app, '/test/boom', {});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      result: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again later' } },
      message: 'Something went wrong. Please try again later',
    });
    expect(res.body).not.toContain('secret');
  });

  it('answers 500 when a handler breaks its result contract', async () => {
    const res = await call(app, '/test/bad-result', {});
    expect(res.statusCode).toBe(500);
    expect(res.json().result.error.code).toBe('INTERNAL');
  });

  it('answers 401 UNAUTHENTICATED for session calls without a valid token', async () => {
    for (const token of [undefined, 'garbage-token']) {
      const res = await callAs(app, getTenantDetailsCall, {}, { host, token });
      expect(res.statusCode).toBe(401);
      expect(res.json().result.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers TOKEN_EXPIRED, LOGIN_USER_INACTIVE and ROLE_CHANGED as 401 with those codes', async () => {
    const expired = await createTestSession(database.db, { tenantId, roleId: 3 });
    await alterTestSession(database.db, expired, { expired: true });
    const r1 = await callAs(app, getTenantDetailsCall, {}, { host, token: expired.token });
    expect([r1.statusCode, r1.json().result.error.code]).toEqual([401, 'TOKEN_EXPIRED']);

    const inactive = await createTestSession(database.db, { tenantId, roleId: 3, status: 'inactive' });
    const r2 = await callAs(app, getTenantDetailsCall, {}, { host, token: inactive.token });
    expect([r2.statusCode, r2.json().result.error.code]).toEqual([401, 'LOGIN_USER_INACTIVE']);

    const changed = await createTestSession(database.db, { tenantId, roleId: 3 });
    await withTenant(database.db, tenantId, (tx) =>
      tx.execute(`update users set role_id = 8 where id = '${changed.userId}'` as never),
    );
    const r3 = await callAs(app, getTenantDetailsCall, {}, { host, token: changed.token });
    expect([r3.statusCode, r3.json().result.error.code]).toEqual([401, 'ROLE_CHANGED']);

    const revoked = await createTestSession(database.db, { tenantId, roleId: 3 });
    await alterTestSession(database.db, revoked, { revoked: true });
    const r4 = await callAs(app, getTenantDetailsCall, {}, { host, token: revoked.token });
    expect([r4.statusCode, r4.json().result.error.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('answers 403 FORBIDDEN for a role the call does not allow', async () => {
    const paralegal = await createTestSession(database.db, { tenantId, roleId: 8 });
    const res = await callAs(app, updateTenantCall, { name: 'Renamed' }, { host, token: paralegal.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().result.error.code).toBe('FORBIDDEN');
  });

  it('does not accept a session of the tenant at another host', async () => {
    const admin = await createTestSession(database.db, { tenantId, roleId: 3 });
    const other = await createTestTenant(database.db);
    const res = await callAs(app, getTenantDetailsCall, {}, { host: `${other.slug}.localhost`, token: admin.token });
    expect(res.statusCode).toBe(401);
    const atPlatform = await callAs(app, getTenantDetailsCall, {}, { host: 'localhost', token: admin.token });
    expect(atPlatform.statusCode).toBe(401);
  });

  it('honours Idempotency-Key on create calls', async () => {
    const admin = await createTestSession(database.db, { tenantId, roleId: 3 });
    const key = `key-${randomUUID()}`;
    const headers = { 'idempotency-key': key };
    const first = await call(app, '/test/create', { name: 'a' }, { host, token: admin.token, headers });
    const again = await call(app, '/test/create', { name: 'a' }, { host, token: admin.token, headers });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const different = await call(app, '/test/create', { name: 'b' }, { host, token: admin.token, headers });
    expect(different.statusCode).toBe(409);
    const noKey = await call(app, '/test/create', { name: 'a' }, { host, token: admin.token });
    expect(noKey.json().result.id).not.toBe(first.json().result.id);
    // Keys are per tenant: the same key elsewhere is a new request.
    const other = await createTestTenant(database.db);
    const otherAdmin = await createTestSession(database.db, { tenantId: other.id, roleId: 3 });
    const elsewhere = await call(app, '/test/create', { name: 'a' }, { host: `${other.slug}.localhost`, token: otherAdmin.token, headers });
    expect(elsewhere.json().result.id).not.toBe(first.json().result.id);
  });

  it('accepts link tokens only for their purpose', async () => {
    const { token } = await withTenant(database.db, tenantId, (tx) =>
      issueLinkToken(tx, { purpose: 'questionnaire', recordId: 'rec-1', ttlMs: 60_000 }),
    );
    const ok = await call(app, '/test/link', { token }, { host });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.recordId).toBe('rec-1');
    const viaHeader = await call(app, '/test/link', {}, { host, token });
    expect(viaHeader.statusCode).toBe(200);
    const wrongTenant = await call(app, '/test/link', { token }, { host: 'localhost' });
    expect(wrongTenant.json().result.error.code).toBe('LINK_TOKEN_INVALID');
    const { token: other } = await withTenant(database.db, tenantId, (tx) =>
      issueLinkToken(tx, { purpose: 'signing', recordId: 'rec-2', ttlMs: 60_000 }),
    );
    const wrongPurpose = await call(app, '/test/link', { token: other }, { host });
    expect(wrongPurpose.statusCode).toBe(401);
  });

  it('rate limits strict calls with 429 RATE_LIMITED', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await call(app, '/test/strict', {})).statusCode);
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes[4]).toBe(429);
    const res = await call(app, '/test/strict', {});
    expect(res.json().result.error.code).toBe('RATE_LIMITED');
  });

  it('serves an OpenAPI document listing every declared call', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const c of ALL_CALLS) {
      expect(doc.paths[`/api${c.path}`]?.post?.requestBody).toBeDefined();
    }
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('has a handler for every module call (platform plugins load theirs)', async () => {
    const moduleCalls = ALL_CALLS.filter((c) => !PLATFORM_PLUGIN_CALLS.includes(c));
    const missing = moduleCalls.filter((c) => app.callRegistry.get(c.path)?.declaration !== c).map((c) => c.path);
    expect(missing).toEqual([]);
  });

  it('refuses to start with a declared call lacking a handler, or a handler without a declaration', () => {
    const registry = new Map(app.callRegistry);
    expect(() => assertCallsComplete(registry, [...ALL_CALLS.filter((c) => registry.has(c.path)), boomCall])).toThrow(
      /undeclared|without a declaration/,
    );
    const decl = ALL_CALLS.find((c) => registry.has(c.path))!;
    registry.delete(decl.path);
    expect(() => assertCallsComplete(registry, [decl])).toThrow(`declared but has no handler: ${decl.path}`);
  });

  it('serves /healthz, /readyz and /metrics', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const metrics = await app.inject({ url: '/metrics' });
    expect(metrics.body).toContain('passage_http_request_duration_seconds');
  });

  it('sets the full security headers with a same-origin script CSP on HTML', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sets the short set on JSON answers: nosniff, same-site resources, a CSP under which nothing runs', async () => {
    for (const res of [await app.inject({ url: '/healthz' }), await callAs(app, listMasterdataCall, { category: 'carriers' })]) {
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['content-security-policy']).toBe(NON_DOCUMENT_CSP);
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});
