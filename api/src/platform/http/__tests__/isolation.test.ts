import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ALL_CALLS, type AnyCallDeclaration } from 'shared/contract';
import type { Database } from '../../db';
import {
  call,
  callMultipart,
  createTestApp,
  createTestSession,
  createTestTenant,
  openTestDatabase,
  payloadWith,
  testDbKinds,
  VICTIM_FIXTURES,
  type PayloadJsonSchema,
  type TestLogin,
} from '../../../testing';

type JsonSchema = PayloadJsonSchema;

const isUuid = (s: JsonSchema | undefined): boolean =>
  !!s && (s.format === 'uuid' || isUuid(s.items) || (s.anyOf ?? []).some(isUuid));

/** Payload fields that look like record ids: named id, or holding UUIDs (at the top level). */
function idLikeFields(decl: AnyCallDeclaration): string[] {
  const schema = z.toJSONSchema(decl.payload, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(schema.properties ?? {})
    .filter(([name, s]) => name === 'id' || isUuid(s))
    .map(([name]) => name);
}

const withIds = ALL_CALLS.filter((c) => Object.keys(c.ids).length > 0);

describe('every call declares the record ids it takes', () => {
  it.each(ALL_CALLS.map((c) => [c.path, c] as const))('%s', (_path, decl) => {
    const undeclared = idLikeFields(decl).filter((f) => !(f in decl.ids));
    expect(undeclared).toEqual([]);
    for (const entity of Object.values(decl.ids)) {
      expect({ entity, hasFixture: entity in VICTIM_FIXTURES }).toEqual({ entity, hasFixture: true });
    }
  });
});

describe.each(testDbKinds())('tenant A cannot read or change tenant B through any call (%s)', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let hostA: string;
  let hostB: string;
  let victim: { id: string; slug: string; name: string };
  const logins = new Map<number, TestLogin>();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // With the platform plugins, so their calls (files, notifications…) are checked too.
    app = await createTestApp(database, {
      withoutPlatformPlugins: false,
      env: { RATE_LIMIT_AUTH_MAX: '1000', STORAGE_DIR: mkdtempSync(join(tmpdir(), 'passage-iso-files-')) },
    });
    const a = await createTestTenant(database.db, { name: 'Attacker LLP' });
    const b = await createTestTenant(database.db, { name: `Victim ${Date.now()} LLP` });
    hostA = `${a.slug}.localhost`;
    hostB = `${b.slug}.localhost`;
    victim = { id: b.id, slug: b.slug, name: b.name };
    const roles = new Set<number>([3]);
    for (const c of ALL_CALLS) if (c.auth.kind === 'session') for (const r of c.auth.roles ?? []) if (r !== 1 && r !== 2) roles.add(r);
    for (const roleId of roles) logins.set(roleId, await createTestSession(database.db, { tenantId: a.id, roleId }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The strongest tenant-A login the call admits (admin if allowed). */
  function attackerFor(decl: AnyCallDeclaration): TestLogin | undefined {
    if (decl.auth.kind !== 'session' || !decl.auth.roles) return logins.get(3);
    const roles = decl.auth.roles.filter((r) => logins.has(r));
    return logins.get(roles.includes(3) ? 3 : roles[0]!);
  }

  it('has calls to check', () => {
    expect(withIds.length).toBeGreaterThan(0);
  });

  it.each(withIds.map((c) => [c.path, c] as const))('%s', async (_path, decl) => {
    const attacker = attackerFor(decl);
    for (const [field, entity] of Object.entries(decl.ids)) {
      const record = await VICTIM_FIXTURES[entity]!(database.db, victim);
      const payload = payloadWith(decl, field, record.value, record.patch);
      const before = JSON.stringify(await record.snapshot());

      for (const host of [hostA, hostB]) {
        let res = await call(app, decl.path, payload, { host, token: attacker?.token });
        // Upload calls take multipart/form-data: send the same fields with a small file.
        if (res.statusCode === 415) res = await callMultipart(app, decl.path, payload, { host, token: attacker?.token });
        const context = `${decl.path} ${field}=${entity} at ${host} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        // Either refused, or answered without a trace of B's record.
        if (res.statusCode < 400) {
          expect({ context, leaked: res.body.includes(record.marker) || (host === hostA && res.body.includes(victim.id)) }).toEqual({
            context,
            leaked: false,
          });
        } else {
          expect({ context, status: [401, 403, 404, 409, 422].includes(res.statusCode) }).toEqual({ context, status: true });
        }
      }
      expect(JSON.stringify(await record.snapshot())).toBe(before);
    }
  });
});
