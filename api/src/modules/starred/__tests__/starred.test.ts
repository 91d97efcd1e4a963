import type { FastifyInstance } from 'fastify';
import { MAX_STARRED_PAGES, STARRED_LIMIT_MESSAGE, listStarredCall, addStarredCall, reorderStarredCall, removeStarredCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import type { Database } from '../../../platform/db';
import { callAs, createTestApp, createTestSession, createTestTenant, openTestDatabase, testDbKinds, type TestLogin, type UncheckedPayload } from '../../../testing';

describe.each(testDbKinds())('starred pages (%s)', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let host: string;
  let ann: TestLogin;
  let bob: TestLogin;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database);
    const tenant = await createTestTenant(database.db);
    host = `${tenant.slug}.localhost:4000`;
    ann = await createTestSession(database.db, { tenantId: tenant.id, roleId: 6 });
    bob = await createTestSession(database.db, { tenantId: tenant.id, roleId: 8 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const as = <C extends AnyCallDeclaration>(who: TestLogin, declaration: C, payload: CallPayloadInput<C> | UncheckedPayload) =>
    callAs(app, declaration, payload, { host, token: who.token });
  const paths = (res: { json(): { result: { items: { path: string }[] } } }) => res.json().result.items.map((i) => i.path);

  it('keeps each user their own starred pages, in order', async () => {
    await as(ann, addStarredCall, { path: '/cases', title: 'Cases' });
    await as(ann, addStarredCall, { path: '/petition-details/42?tab=Documents', title: 'H1B-2026-00042' });
    expect(paths(await as(ann, listStarredCall, {}))).toEqual(['/cases', '/petition-details/42?tab=Documents']);
    expect(paths(await as(bob, listStarredCall, {}))).toEqual([]);
  });

  it('reorders, and refuses an order that drops or repeats a page', async () => {
    const ok = await as(ann, reorderStarredCall, { paths: ['/petition-details/42?tab=Documents', '/cases'] });
    expect(paths(ok)).toEqual(['/petition-details/42?tab=Documents', '/cases']);
    const bad = await as(ann, reorderStarredCall, { paths: ['/cases', '/cases'] });
    expect(bad.statusCode).toBe(422);
    expect(paths(await as(ann, listStarredCall, {}))).toEqual(['/petition-details/42?tab=Documents', '/cases']);
  });

  it(`stops at ${MAX_STARRED_PAGES} pages (SPEC §9) with a clear message`, async () => {
    for (let i = 0; i < MAX_STARRED_PAGES; i++) await as(bob, addStarredCall, { path: `/page-${i}`, title: `Page ${i}` });
    const over = await as(bob, addStarredCall, { path: '/one-too-many', title: 'Too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(STARRED_LIMIT_MESSAGE);
    // Starring a page already starred renames it rather than counting twice.
    const rename = await as(bob, addStarredCall, { path: '/page-3', title: 'Renamed' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().result.items.find((i: { path: string }) => i.path === '/page-3').title).toBe('Renamed');
    expect(paths(await as(bob, removeStarredCall, { path: '/page-0' }))).toHaveLength(MAX_STARRED_PAGES - 1);
  });

  it('refuses bad input and anonymous callers', async () => {
    expect((await as(ann, addStarredCall, { path: 'no-slash', title: 'x' })).statusCode).toBe(422);
    expect((await callAs(app, listStarredCall, {}, { host })).statusCode).toBe(401);
  });
});
