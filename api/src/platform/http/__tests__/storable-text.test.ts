import { createBeneficiaryCall, globalSearchCall, loginCall, uploadFileCall } from 'shared/contract';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db';
import { call, callAs, callMultipart, createTestApp, createTestSession, createTestTenant, openTestDatabase, unchecked, type TestLogin } from '../../../testing';
import { findUnstorableText, MAX_PAYLOAD_DEPTH } from '../storable-text';

/*
 * Issue 14 point 4: a NUL character in a string answered 500 on ten calls (one public). Text that
 * PostgreSQL cannot store is refused once, at the contract layer, with 400 VALIDATION_FAILED
 * naming the field, for every call, multipart fields and file names included.
 */

describe('findUnstorableText', () => {
  it('finds NUL and lone surrogates in values and keys, with the dotted path', () => {
    expect(findUnstorableText({ a: [{ b: 'x\u0000y' }] })).toMatchObject({ path: 'a.0.b' });
    expect(findUnstorableText({ a: 'x\ud800' })).toMatchObject({ path: 'a' });
    expect(findUnstorableText({ a: '\udc00x' })).toMatchObject({ path: 'a' });
    expect(findUnstorableText({ data: { 'k\u0000': 1 } })).toMatchObject({ path: 'data' });
    expect(findUnstorableText('\u0000', 'Idempotency-Key')).toMatchObject({ path: 'Idempotency-Key' });
  });

  it('accepts what PostgreSQL stores: surrogate pairs, controls other than NUL, unusual Unicode', () => {
    expect(findUnstorableText({ a: '👩‍👩‍👧 𝔘𝔫𝔦', b: '\u0001\u001b[31m\u007f\u2028\ufeff\uffff', c: ['İ', 'Straße', 1, null, true] })).toBeUndefined();
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText({ a: deep })?.message).toContain('nested too deeply');
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_PAYLOAD_DEPTH - 1; i++) ok = { v: ok };
    expect(findUnstorableText(ok)).toBeUndefined();
  });
});

describe('text PostgreSQL cannot store is refused with 400 VALIDATION_FAILED (issue 14.4)', () => {
  let database: Database;
  let app: FastifyInstance;
  let host: string;
  let admin: TestLogin;
  let operator: TestLogin;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await createTestApp(database, {
      withoutPlatformPlugins: false,
      env: { RATE_LIMIT_AUTH_MAX: '1000', STORAGE_DIR: mkdtempSync(join(tmpdir(), 'passage-nul-files-')) },
    });
    const tenant = await createTestTenant(database.db, { name: 'Nul LLP' });
    host = `${tenant.slug}.localhost`;
    admin = await createTestSession(database.db, { tenantId: tenant.id, roleId: 3 });
    operator = await createTestSession(database.db, { tenantId: null, roleId: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const expectRefused = (res: { statusCode: number; body: string; json(): unknown }, field: string) => {
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({
      status: 400,
      body: { result: { error: { code: 'VALIDATION_FAILED', issues: [{ path: field }] } } },
    });
    expect((res.json() as { message: string }).message).toContain(field);
  };

  // The ten calls that answered 500 (found again by the fuzz suite with the check switched off).
  const TEN: [path: string, payload: Record<string, unknown>, field: string, who: 'admin' | 'operator' | 'none'][] = [
    ['/tenant/details-by-subdomain', { subdomain: 'demo\u0000' }, 'subdomain', 'none'],
    ['/search/global', { q: 'iy\u0000er', limit: 8 }, 'q', 'admin'],
    ['/mail/outbox-list', { page: 1, perpage: 25, to: 'a\u0000b' }, 'to', 'admin'],
    ['/notify/e2e-raise', { message: 'x\u0000', caseNo: 'H1B-2026-00042' }, 'message', 'admin'],
    ['/jobs/dead-letter-list', { limit: 50, queue: 'a\u0000b' }, 'queue', 'admin'],
    ['/company/export-csv', { matcher: {}, search: 'a\u0000b' }, 'search', 'admin'],
    ['/individual/export-csv', { matcher: {}, search: 'a\u0000b' }, 'search', 'admin'],
    ['/customer/export-csv', { matcher: {}, search: 'a\u0000b' }, 'search', 'admin'],
    ['/contact/export-csv', { matcher: {}, search: 'a\u0000b' }, 'search', 'admin'],
    ['/lead/export-csv', { matcher: {}, search: 'a\u0000b' }, 'search', 'admin'],
  ];

  it.each(TEN)('%s', async (path, payload, field, who) => {
    const token = who === 'admin' ? admin.token : who === 'operator' ? operator.token : undefined;
    expectRefused(await call(app, path, payload, { host: who === 'none' ? 'localhost' : host, token }), field);
  });

  it('refuses a lone surrogate, a NUL in a key, in a nested field and in the Idempotency-Key header', async () => {
    expectRefused(await callAs(app, globalSearchCall, { q: 'iyer\ud83d', limit: 8 }, { host, token: admin.token }), 'q');
    expectRefused(
      await callAs(app, createBeneficiaryCall, { firstName: 'A', lastName: 'B', passport: { number: 'X1\u0000' } }, { host, token: admin.token }),
      'passport.number',
    );
    const res = await callAs(app, createBeneficiaryCall, unchecked({ firstName: 'A', lastName: 'B', profile: { 'k\u0000': 1 } }), { host, token: admin.token });
    expect(res.statusCode).toBe(400);
    expectRefused(
      await callAs(app, createBeneficiaryCall, { firstName: 'A', lastName: 'B' }, { host, token: admin.token, headers: { 'idempotency-key': 'k\u0000' } }),
      'Idempotency-Key',
    );
  });

  it('refuses the checks before the session: a public or anonymous caller gets the same 400, not 500', async () => {
    expectRefused(await callAs(app, loginCall, { email: 'a\u0000@example.test', password: 'x' }, { host }), 'email');
    expectRefused(await callAs(app, globalSearchCall, { q: 'a\u0000', limit: 8 }, { host }), 'q');
  });

  it('refuses NUL in multipart fields and file names', async () => {
    // A file name is cleaned by the upload parser (the NUL never reaches storage): no 500 either way.
    const named = await callMultipart(app, uploadFileCall.path, {}, { host, token: admin.token, fileName: 'scan\u0000.pdf' });
    expect(named.statusCode).toBeLessThan(500);
    expect(named.body).not.toContain('\\u0000');
    expectRefused(await callMultipart(app, uploadFileCall.path, { note: 'a\u0000b' }, { host, token: admin.token }), 'note');
  });

  it('a host name with NUL names no tenant (404), not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/search/global',
      headers: { 'content-type': 'application/json', host: `de\u0000mo.localhost` },
      payload: JSON.stringify({ q: 'iyer' }),
    });
    expect(res.statusCode).toBe(404);
    const feed = await app.inject({ method: 'GET', url: `/ics/${'a'.repeat(24)}.ics`, headers: { host: `de\u0000mo.localhost` } });
    expect(feed.statusCode).toBe(404);
  });
});
