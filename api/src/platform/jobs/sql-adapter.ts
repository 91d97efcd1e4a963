import type PgBoss from 'pg-boss';

/** What the jobs service needs from the database: the core's `Database` satisfies it. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<void>;
}

/** A statement list (pg-boss migrations, locked maintenance commands) rather than one statement. */
const isMultiStatement = (text: string): boolean => /;\s*\S/.test(text.trim().replace(/;\s*$/, ''));

/**
 * pg-boss's `db.executeSql` over a plain client. Parameterised and single statements go through
 * `query` (extended protocol, rows returned); statement lists go through `exec`. PGlite's
 * extended protocol refuses statement lists, and pg-boss reads no rows from them.
 */
export function pgBossDb(runner: SqlRunner): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && isMultiStatement(text)) {
        await runner.exec(text);
        return { rows: [] };
      }
      return runner.query(
        text,
        values?.map((v) => (v === undefined ? null : v)),
      );
    },
  };
}

interface ClientLike {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db` bound to an open drizzle transaction, so a job is inserted atomically with the
 * rows that caused it (and, on PGlite, without waiting on the transaction that holds the only
 * connection). Uses the driver client under drizzle's session: node-postgres PoolClient or PGlite
 * Transaction, both with `query(text, params)`.
 */
export function pgBossDbForTx(tx: unknown): PgBoss.Db {
  const client = (tx as { session?: { client?: ClientLike } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('jobs: the given transaction exposes no SQL client');
  }
  return {
    async executeSql(text: string, values?: unknown[]) {
      const res = await client.query(
        text,
        values?.map((v) => (v === undefined ? null : v)),
      );
      return { rows: res.rows as never[] };
    },
  };
}
