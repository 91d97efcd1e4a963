import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import nodeModule from 'node:module';
import { PGlite as BundledPGlite } from '@electric-sql/pglite';
import { pg_trgm as bundledPgTrgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool, types, type PoolClient, type QueryResult } from 'pg';
import { epochOf, scopeStatement } from './scope';
import { acquireDataDirLock } from './lock';
import { readScopedOnPool } from './read-scope';
import { namingClient } from './statement-names';
import type { Database, Db, DbConfig } from './types';

/**
 * PGlite loads Node built-ins with dynamic import(), which jest's module sandbox refuses without
 * --experimental-vm-modules; under jest it is loaded through Node's own loader instead.
 */
const PGlite: typeof BundledPGlite =
  process.env.JEST_WORKER_ID !== undefined ? loadPgliteNatively() : BundledPGlite;

function loadPgliteNatively(): typeof BundledPGlite {
  // jest's `module` keeps Node's static Module._load, which bypasses the sandbox.
  const load = (nodeModule as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load;
  return (load(require.resolve('@electric-sql/pglite'), null, false) as { PGlite: typeof BundledPGlite }).PGlite;
}
type PGlite = BundledPGlite;

/** pg_trgm (trigram indexes of the searches, migration 0035): every PGlite this opens loads it. */
const pgTrgm: typeof bundledPgTrgm =
  process.env.JEST_WORKER_ID !== undefined ? loadPgTrgmNatively() : bundledPgTrgm;

function loadPgTrgmNatively(): typeof bundledPgTrgm {
  const load = (nodeModule as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load;
  return (load(require.resolve('@electric-sql/pglite/contrib/pg_trgm'), null, false) as { pg_trgm: typeof bundledPgTrgm }).pg_trgm;
}
const extensions = { pg_trgm: pgTrgm };

// Keep int8 (counts) as numbers and dates as strings, the same on both drivers.
types.setTypeParser(20, (v) => Number.parseInt(v, 10));

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

/**
 * A request transaction on its own pooled connection: BEGIN, the role, the tenant and the cache
 * epoch go in one simple-protocol message (no parameters: the tenant id is a checked UUID), then
 * `fn`'s statements through a drizzle transaction bound to that connection (nested
 * `tx.transaction` = savepoints, as with `db.transaction`), then COMMIT (ROLLBACK on a throw).
 */
async function scopedOnPool<T>(
  pool: Pool,
  dialect: PgDialect,
  tenantId: string,
  fn: (tx: Db, epoch: number) => Promise<T>,
): Promise<T> {
  const statement = `begin; ${scopeStatement(tenantId)}`;
  const client: PoolClient = await pool.connect();
  // A connection whose ROLLBACK failed is in an unknown state: it is ended, not reused.
  let broken: Error | undefined;
  const rollback = () =>
    client.query('rollback').then(
      () => undefined,
      (e: Error) => {
        broken = e;
      },
    );
  try {
    let epoch: number;
    let tx: Db;
    try {
      const results = (await client.query(statement)) as unknown as QueryResult[];
      epoch = epochOf((results[results.length - 1]?.rows ?? []) as Record<string, unknown>[]);
      tx = new NodePgTransaction(dialect, new NodePgSession(namingClient(client) as never, dialect, undefined), undefined) as unknown as Db;
    } catch (err) {
      await rollback();
      throw err;
    }
    let result: T;
    try {
      result = await fn(tx, epoch);
    } catch (err) {
      await rollback();
      throw err;
    }
    // A failing COMMIT (a deferred constraint) ends the transaction itself; the connection is fine.
    await client.query('commit');
    return result;
  } finally {
    client.release(broken);
  }
}

/**
 * Opens PostgreSQL when `url` is set, else PGlite (in memory, or in `dataDir` under a lock file).
 * Does not migrate: see `migrateDatabase`.
 */
export async function openDatabase(config: DbConfig): Promise<Database> {
  if (config.url) {
    const pool = new Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    pool.on('error', () => {
      /* idle client errors are reported on next use */
    });
    await pool.query('select 1');
    const db = drizzlePg(pool) as unknown as Db;
    const dialect = new PgDialect();
    return {
      db,
      driver: 'postgres',
      scoped: (tenantId, fn) => scopedOnPool(pool, dialect, tenantId, fn),
      readScoped: (tenantId, expectedEpoch, fn) => readScopedOnPool(pool, dialect, tenantId, expectedEpoch, fn),
      url: config.url,
      describe: redact(config.url),
      query: async (text, params) => {
        const res = await pool.query(text, params as unknown[] | undefined);
        return { rows: res.rows };
      },
      exec: async (text) => {
        await pool.query(text);
      },
      close: async () => {
        await pool.end();
      },
    };
  }

  let release: (() => void) | undefined;
  let client: PGlite;
  if (config.loadDataDir) {
    client = await PGlite.create({ loadDataDir: config.loadDataDir, extensions });
  } else if (config.inMemory || !config.dataDir) {
    client = await PGlite.create({ extensions });
  } else {
    mkdirSync(dirname(config.dataDir), { recursive: true });
    mkdirSync(config.dataDir, { recursive: true });
    release = acquireDataDirLock(config.dataDir);
    try {
      client = await PGlite.create(config.dataDir, { extensions });
    } catch (err) {
      release();
      throw err;
    }
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    describe: release ? `pglite:${config.dataDir}` : 'pglite:memory',
    query: async (text, params) => {
      const res = await client.query(text, params as unknown[] | undefined);
      return { rows: res.rows as never[] };
    },
    exec: async (text) => {
      await client.exec(text);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release?.();
      }
    },
  };
}
