import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The drizzle database (or a transaction of it). Both drivers (PGlite and node-postgres) and
 * their transactions satisfy it; handlers receive the request transaction typed as `Db`.
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** Plain SQL access for tools that need a client rather than drizzle (pg-boss's executeSql). */
export interface RawSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>;
}

export type DbDriver = 'pglite' | 'postgres';

export interface DbConfig {
  /** PostgreSQL connection string; when set, `pg` is used instead of PGlite. */
  url?: string;
  /** PGlite data folder; created if missing and locked with `<dataDir>.lock`. */
  dataDir?: string;
  /** PGlite in memory (tests): no folder, no lock. */
  inMemory?: boolean;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PGlite in memory, started from a `dumpDataDir()` image (tests start from a migrated template). */
  loadDataDir?: Blob;
}

/** An open database: the drizzle instance plus lifecycle and raw access. */
export interface Database extends RawSql {
  db: Db;
  driver: DbDriver;
  /** Where the data lives, for logs (`pglite:/path`, `pglite:memory`, `postgres://host/db`). */
  describe: string;
  close(): Promise<void>;
  /** The connection string when driver is 'postgres' (for tools with their own pool, e.g. pg-boss). */
  url?: string;
  /** The PGlite instance when driver is 'pglite' (dumps, extensions). */
  pglite?: PGlite;
  /**
   * Opens a request transaction in `tenantId`'s scope in as few round trips as the driver allows
   * (PostgreSQL: BEGIN, the role, the tenant and the cache epoch in one simple-protocol message)
   * and gives `fn` the transaction plus the cache epoch read in that same statement. Absent on
   * hand-made databases: `withScope` then falls back to `withTenant` plus one query.
   */
  scoped?<T>(tenantId: string, fn: (tx: Db, epoch: number) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: runs a read-only call's work without BEGIN/COMMIT, each statement sent with
   * the scope statement in one message as its own read-only transaction (`readScopedOnPool`).
   * Throws `ReadScopeRetry` when the first statement's cache epoch is not `expectedEpoch` or `fn`
   * tried to write or needed a transaction: the caller then runs the request with `scoped`.
   */
  readScoped?<T>(tenantId: string, expectedEpoch: number, fn: (tx: Db) => Promise<T>): Promise<T>;
}

/** Tenant id used for platform-owned rows in tenant tables (global master data, operator users). */
export const PLATFORM_TENANT_ID = '00000000-0000-0000-0000-000000000000';
