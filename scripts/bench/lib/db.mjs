/**
 * Database helpers for the benchmarks: a dedicated PostgreSQL database on the local server
 * (created, migrated with the API's own migrations, dropped after), or a PGlite data folder.
 * `pg`, PGlite and argon2 are the api package's own dependencies, loaded from there.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ENV, ROOT } from '../../lib.mjs';

export const apiRequire = createRequire(path.join(ROOT, 'api', 'package.json'));
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function pgUrl(database) {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A pg Client on `url` (connected). */
export async function pgClient(url) {
  const { Client } = apiRequire('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Is the local PostgreSQL reachable? */
export async function pgReachable() {
  try {
    const c = await pgClient(PG_ADMIN_URL);
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Drops (if left over) and creates database `name`; returns its URL. */
export async function createPgDatabase(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = await pgClient(PG_ADMIN_URL);
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return pgUrl(name);
}

export async function dropPgDatabase(name) {
  const admin = await pgClient(PG_ADMIN_URL);
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Applies the API's migrations (api/dist/cli/migrate.js) to DATABASE_URL or DATA_DIR. */
export function migrate(env) {
  const r = spawnSync(process.execPath, ['api/dist/cli/migrate.js'], {
    cwd: ROOT,
    env: { ...ENV, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`migrate failed: ${r.stderr || r.stdout}`);
}

/** Opens a PGlite data folder (no lock file: the API must not be running on it). */
export async function openPglite(dataDir) {
  const { PGlite } = await import(apiRequire.resolve('@electric-sql/pglite'));
  // The API's PGlite loads pg_trgm (migration 0035's trigram indexes): without it the tables
  // with those indexes cannot be written.
  const { pg_trgm } = await import(apiRequire.resolve('@electric-sql/pglite/contrib/pg_trgm'));
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

/** argon2id hash with the API's own parameters (api/src/platform/auth/passwords.ts). */
export async function hashPassword(password) {
  const { hash } = apiRequire('@node-rs/argon2');
  return hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/**
 * Runs statements on either driver: `pg` Client or PGlite. Returns rows of the last statement.
 */
export async function exec(db, text) {
  if (typeof db.exec === 'function' && typeof db.connect !== 'function') {
    const res = await db.exec(text);
    return res.at(-1)?.rows ?? [];
  }
  const res = await db.query(text);
  return Array.isArray(res) ? (res.at(-1)?.rows ?? []) : res.rows;
}
