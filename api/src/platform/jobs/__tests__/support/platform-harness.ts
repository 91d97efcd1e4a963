/**
 * Test support for the platform plugins (storage, mail, realtime, jobs): a migrated in-memory
 * PGlite, two seeded tenants with users and session tokens, and a Fastify app built the way
 * app.ts builds it (decorations, error handler) with only the plugins under test.
 */
import { request as httpRequestRaw } from 'node:http';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { Client } from 'pg';
import { createSession, dbLinkResolver, dbSessionResolver, type SessionResolver } from '../../../auth';
import { loadConfig, type AppConfig } from '../../../config';
import {
  ensureSecurity,
  migrateDatabase,
  openDatabase,
  PLATFORM_TENANT_ID,
  verifySecurity,
  withSystem,
  withTenant,
  type Database,
} from '../../../db';
import { installErrorHandler } from '../../../http';
import { users } from '../../../../modules/users';
import { tenants } from '../../../../modules/tenants';
import { outbox } from '../../../mail/outbox.table';
import { notifications } from '../../../realtime/notifications.table';
import { files } from '../../../storage/storage.table';

/**
 * Creates this area's tables when the committed migrations do not have them yet, with the SQL
 * drizzle-kit generates from the same table files, then the security steps (FORCE RLS, grants).
 */
async function ensurePlatformTables(database: Database): Promise<void> {
  const wanted = { files, outbox, notifications } as const;
  const { rows } = await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relname = ANY($1)`,
    [Object.keys(wanted)],
  );
  const have = new Set(rows.map((r) => r.name));
  const missing = Object.fromEntries(Object.entries(wanted).filter(([name]) => !have.has(name)));
  if (Object.keys(missing).length === 0) return;
  const prev = generateDrizzleJson({});
  const cur = generateDrizzleJson(missing, prev.id);
  for (const statement of await generateMigration(prev, cur)) await database.exec(statement);
  await ensureSecurity(database);
  await verifySecurity(database);
}

/**
 * A migrated database with this area's tables: in-memory PGlite, or with `postgresAdminUrl` a
 * fresh `passage_pt_<random>` database on that server, dropped again on close (its URL is
 * `database.url`, for pg-boss's own pool).
 */
export async function openTestDatabase(postgresAdminUrl?: string): Promise<Database & { url?: string }> {
  if (!postgresAdminUrl) {
    const database = await openDatabase({ inMemory: true });
    await migrateDatabase(database);
    await ensurePlatformTables(database);
    return database;
  }
  const name = `passage_pt_${Math.random().toString(16).slice(2, 12)}`;
  const admin = new Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(postgresAdminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = await openDatabase({ url, poolSize: 4 });
  await migrateDatabase(database);
  await ensurePlatformTables(database);
  const close = database.close.bind(database);
  return {
    ...database,
    url,
    close: async () => {
      await close();
      const a = new Client({ connectionString: postgresAdminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface SeededUser {
  id: string;
  roleId: number;
  email: string;
  token: string;
}

export interface SeededTenant {
  id: string;
  slug: string;
  host: string;
  name: string;
  admin: SeededUser;
  staff: SeededUser;
}

let seq = 0;

async function seedUser(database: Database, tenantId: string, roleId: number, label: string): Promise<SeededUser> {
  const email = `${label}.${++seq}@example.test`;
  const [u] = await withSystem(database.db, (tx) =>
    tx
      .insert(users)
      .values({ tenantId, email, name: `${label} ${seq}`, roleId, status: 'active' })
      .returning(),
  );
  const { token } = await withTenant(database.db, tenantId, (tx) => createSession(tx, { userId: u!.id, roleId }));
  return { id: u!.id, roleId, email, token };
}

/** A tenant with an admin (role 3) and a paralegal (role 8), each signed in. */
export async function seedTenant(
  database: Database,
  opts: { slug?: string; name?: string; whiteLabled?: boolean; logo?: string } = {},
): Promise<SeededTenant> {
  const slug = opts.slug ?? `firm${++seq}`;
  const name = opts.name ?? `Firm ${seq}`;
  const [t] = await withSystem(database.db, (tx) =>
    tx
      .insert(tenants)
      .values({ slug, name, status: 'active', whiteLabled: opts.whiteLabled ?? false, logo: opts.logo ?? null })
      .returning(),
  );
  return {
    id: t!.id,
    slug,
    host: `${slug}.localhost`,
    name,
    admin: await seedUser(database, t!.id, 3, 'admin'),
    staff: await seedUser(database, t!.id, 8, 'staff'),
  };
}

/** A platform operator (role 1) in the platform scope. */
export const seedOperator = (database: Database): Promise<SeededUser> =>
  seedUser(database, PLATFORM_TENANT_ID, 1, 'operator');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, overrides);
}

/** The app.ts decorations and error handler, then `plugins` in order. Not yet ready. */
export async function buildPluginApp(
  database: Database,
  plugins: readonly [FastifyPluginAsync<never>, Record<string, unknown>][],
  opts: { config?: AppConfig; sessionResolver?: SessionResolver } = {},
): Promise<FastifyInstance> {
  const config = opts.config ?? testConfig();
  const app = Fastify({ logger: false, forceCloseConnections: 'idle' });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('callRegistry', new Map());
  app.decorate('sessionResolver', opts.sessionResolver ?? dbSessionResolver);
  app.decorate('linkResolver', dbLinkResolver);
  app.decorate('shuttingDown', false);
  installErrorHandler(app);
  for (const [plugin, options] of plugins) {
    await app.register(plugin as FastifyPluginAsync<Record<string, unknown>>, { config, ...options });
  }
  return app;
}

/** Headers of a signed-in call at a tenant's host. */
export const authHeaders = (tenant: { host: string }, user: { token: string }) => ({
  host: tenant.host,
  authorization: `Bearer ${user.token}`,
});

export async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Counts rows of a table across tenants (owner, bypassing RLS). */
export async function countRows(database: Database, table: string): Promise<number> {
  const r = await withSystem(database.db, (tx) => tx.execute(sql.raw(`select count(*)::int as n from "${table}"`)));
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  rawPayload: Buffer;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * A real HTTP request to a listening app (127.0.0.1). Used instead of `app.inject`, whose
 * light-my-request loads the ESM-only `cookie` package that the CommonJS jest transform rejects.
 */
export function httpRequest(
  app: FastifyInstance,
  opts: { method?: string; url: string; headers?: Record<string, string>; payload?: Buffer | string | object },
): Promise<HttpResponse> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('httpRequest: the app is not listening');
  const headers: Record<string, string | number> = { ...(opts.headers ?? {}) };
  let body: Buffer | undefined;
  if (opts.payload !== undefined) {
    if (Buffer.isBuffer(opts.payload) || typeof opts.payload === 'string') body = Buffer.from(opts.payload);
    else {
      body = Buffer.from(JSON.stringify(opts.payload));
      headers['content-type'] ??= 'application/json';
    }
    headers['content-length'] = body.length;
  }
  return new Promise((resolve, reject) => {
    const req = httpRequestRaw(
      {
        host: '127.0.0.1',
        port: address.port,
        method: opts.method ?? (body ? 'POST' : 'GET'),
        path: opts.url,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload,
            json: () => JSON.parse(rawPayload.toString('utf8')),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
