import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg, { type Pool, type PoolClient, type QueryResult } from 'pg';
import { READ_SCOPE_PARAMETERISED, readScopeStatement } from './scope';
import { nameStatement, parsedOn, type PgConnectionState } from './statement-names';
import type { Db } from './types';

/**
 * Why a read scope gave up: the caller runs the request again in a request transaction
 * (`withScope`), which syncs the caches and may write. Nothing of the abandoned run reached the
 * client, and it changed nothing (every statement ran read-only).
 * - `stale`: the epoch read with the first statement is not the one the caches were used at (a
 *   session, user or tenant changed since: the request must see it);
 * - `write`: a statement tried to write (a due session touch, a handler that writes);
 * - `unsupported`: something that needs one transaction (a savepoint, `asTenant`, a second scope).
 */
export class ReadScopeRetry extends Error {
  constructor(readonly reason: 'stale' | 'write' | 'unsupported') {
    super(`read scope: ${reason}`);
    this.name = 'ReadScopeRetry';
  }
}

/**
 * Whether `err` is, or was caused by, a read scope giving up — also another request's, whose
 * work this one shared (a single-flight computation): the request is then run again.
 */
export function isReadScopeRetry(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ReadScopeRetry) return true;
  }
  return false;
}

/** SQLSTATE 25006, read_only_sql_transaction: a write in a read-only transaction. */
const READ_ONLY_SQL_TRANSACTION = '25006';
/** Statements that only make sense inside one transaction: refused before they are sent. */
const NEEDS_TRANSACTION = /^\s*(begin|start|savepoint|release|rollback|commit|end|set|reset|prepare|lock)\b/i;
const SETS_SCOPE = /\bset_config\s*\(/i;

type Callback = (err: Error | null, res: QueryResult | QueryResult[]) => void;
interface Wire extends PgConnectionState {
  parse(msg: { text: string; name: string; types: unknown[] }): void;
  close(msg: { type: 'S' | 'P'; name: string }): void;
  bind(msg: { portal: string; statement: string; values: unknown[] }): void;
  describe(msg: { type: 'P' | 'S'; name: string }): void;
  execute(msg: { portal: string; rows: number }): void;
}
type QueryCtor = new (config: unknown, values: unknown, callback: Callback) => {
  handleError(err: Error, connection: Wire): void;
  text: string;
  name?: string;
  types?: unknown;
  requiresPreparation(): boolean;
  prepare(connection: Wire): void;
};

/** The read scope statement's name on every connection (READ_SCOPE_PARAMETERISED). */
const SCOPE_NAME = 'passage_read_scope';
/**
 * Whether the read scope statement is parsed on a connection: `unknown` after an error in the
 * message that parsed it (PostgreSQL ran the message up to the error): it is then closed — not an
 * error if it does not exist — and parsed again.
 */
const scopeState = new WeakMap<Wire, 'parsed' | 'unknown'>();

/**
 * One statement preceded by the read scope statement (named, the tenant its parameter; ADR 0018)
 * in the same extended-protocol message, with one Sync: PostgreSQL runs both in one implicit
 * transaction (ended by the Sync), so the role, the tenant and `transaction_read_only` set by the
 * first hold for the second and end with it. One write to the socket, one answer: [the scope's
 * row, the statement's result].
 */
const ScopedQuery = class extends (pg.Query as unknown as QueryCtor) {
  /** The scope statement with the tenant inlined (what `check` sends; shown by tests). */
  scopeText = '';
  scopeTenantId = '';
  /** The connection this query parsed the scope statement on, if it did. */
  private parsedScopeOn: Wire | null = null;
  override requiresPreparation(): boolean {
    return true;
  }
  override prepare(connection: Wire): void {
    // A named statement new to this connection is parsed first: node-postgres marks the
    // statement parsed on the first ParseComplete of the message, which is then its own.
    if (this.name && !parsedOn(connection)(this.name)) {
      connection.parse({ text: this.text, name: this.name, types: (this.types as unknown[] | undefined) ?? [] });
      connection.submittedNamedStatements[this.name] = this.text;
    }
    const scope = scopeState.get(connection);
    if (scope !== 'parsed') {
      if (scope === 'unknown') connection.close({ type: 'S', name: SCOPE_NAME });
      connection.parse({ text: READ_SCOPE_PARAMETERISED, name: SCOPE_NAME, types: [] });
      scopeState.set(connection, 'parsed');
      this.parsedScopeOn = connection;
    }
    connection.bind({ portal: '', statement: SCOPE_NAME, values: [this.scopeTenantId] });
    connection.describe({ type: 'P', name: '' });
    connection.execute({ portal: '', rows: 0 });
    super.prepare(connection);
  }
  override handleError(err: Error, connection: Wire): void {
    if (this.parsedScopeOn) scopeState.set(this.parsedScopeOn, 'unknown');
    super.handleError(err, connection);
  }
};

function epochOfResult(res: QueryResult): number {
  const index = res.fields.findIndex((f) => f.name === 'epoch');
  const row = res.rows[0] as unknown;
  const v = Array.isArray(row) ? row[index] : (row as Record<string, unknown> | undefined)?.epoch;
  return v === null || v === undefined ? Number.NaN : Number(v);
}

/**
 * What drizzle's node-postgres session calls `query` on: each statement goes out with the read
 * scope statement in front (`ScopedQuery`). The first statement's epoch is checked against the
 * epoch the request's caches were used at.
 */
class ReadScopeClient {
  firstEpoch: number | null = null;
  failure: ReadScopeRetry | null = null;
  private readonly scopeText: string;

  constructor(
    private readonly client: PoolClient,
    private readonly tenantId: string,
    private readonly expectedEpoch: number,
  ) {
    this.scopeText = readScopeStatement(tenantId);
  }

  private fail(reason: ReadScopeRetry['reason']): ReadScopeRetry {
    this.failure ??= new ReadScopeRetry(reason);
    return this.failure;
  }

  query(config: string | { text: string }, values?: unknown[]): Promise<QueryResult> {
    const text = typeof config === 'string' ? config : config.text;
    if (this.failure) return Promise.reject(this.failure);
    if (NEEDS_TRANSACTION.test(text) || SETS_SCOPE.test(text)) return Promise.reject(this.fail('unsupported'));
    const connection = (this.client as unknown as { connection: PgConnectionState }).connection;
    const named = nameStatement(this.client, typeof config === 'string' ? { text } : config, parsedOn(connection));
    return new Promise((resolve, reject) => {
      const q = new ScopedQuery(named, values, (err, res) => {
        if (err) {
          reject((err as { code?: string }).code === READ_ONLY_SQL_TRANSACTION ? this.fail('write') : err);
          return;
        }
        const results = res as QueryResult[];
        if (this.firstEpoch === null) {
          this.firstEpoch = epochOfResult(results[0]!);
          if (this.firstEpoch !== this.expectedEpoch) {
            reject(this.fail('stale'));
            return;
          }
        }
        resolve(results[results.length - 1]!);
      });
      q.scopeText = this.scopeText;
      q.scopeTenantId = this.tenantId;
      void this.client.query(q as never);
    });
  }

  /** The scope statement alone: the epoch check of a request whose statements gave none. */
  async check(): Promise<void> {
    if (this.firstEpoch !== null) return;
    const res = await this.client.query(this.scopeText);
    this.firstEpoch = epochOfResult(res);
    if (this.firstEpoch !== this.expectedEpoch) throw this.fail('stale');
  }
}

/**
 * Runs a read-only call's work on PostgreSQL without BEGIN and COMMIT: every statement `fn` sends
 * travels with the scope statement (role, tenant, read-only, cache epoch) in one message and runs
 * as its own read-only implicit transaction — under READ COMMITTED each statement takes its own
 * snapshot anyway, so a read sees what it would have seen in one transaction. One round trip per
 * statement instead of BEGIN+scope, the statements, COMMIT. `expectedEpoch` is the cache epoch the
 * request's tenant and session came from; if the first statement's epoch differs, or `fn` needs a
 * transaction, `ReadScopeRetry` is thrown whatever `fn` returned, and the caller runs the request
 * again in a request transaction (docs/adr/0016-read-scope.md).
 */
export async function readScopedOnPool<T>(
  pool: Pool,
  dialect: PgDialect,
  tenantId: string,
  expectedEpoch: number,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    const wire = new ReadScopeClient(client, tenantId, expectedEpoch);
    const tx = new NodePgTransaction(dialect, new NodePgSession(wire as never, dialect, undefined), undefined) as unknown as Db;
    let result: T | undefined;
    let error: unknown;
    try {
      result = await fn(tx);
    } catch (err) {
      error = err;
    }
    if (wire.failure) throw wire.failure;
    // An answer made without any statement (an error from the cached session, say) is proved
    // current the same way: the scope statement alone.
    await wire.check();
    if (error !== undefined) throw error;
    return result as T;
  } finally {
    // No transaction is ever left open on the connection: each statement's Sync ended its own.
    client.release();
  }
}
