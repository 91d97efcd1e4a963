import { sql } from 'drizzle-orm';
import { APP_ROLE } from './security';
import type { Database, Db } from './types';
import { PLATFORM_TENANT_ID } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` is a tenant id (a UUID): the only thing ever inlined into the scope statement. */
export function isTenantId(id: string): boolean {
  return UUID.test(id);
}

/**
 * The statement that enters a scope and reads the request caches' epoch (cache_epoch, migration
 * 0030): one statement instead of `set local role` + `set_config` + a read. The tenant id is a
 * checked UUID, so it can be inlined (PostgreSQL then runs it in the same simple-protocol message
 * as BEGIN).
 */
export function scopeStatement(tenantId: string): string {
  if (!UUID.test(tenantId)) throw new Error(`scope: not a tenant id: ${tenantId}`);
  return (
    `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true), ` +
    `(select epoch from cache_epoch where id = 1) as epoch`
  );
}

/**
 * The scope statement of a read scope (`readScopedOnPool`): the same role, tenant and epoch, and
 * the transaction made read-only, so a statement sent with it can read and never write.
 */
export function readScopeStatement(tenantId: string): string {
  if (!UUID.test(tenantId)) throw new Error(`scope: not a tenant id: ${tenantId}`);
  return (
    `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true), ` +
    `set_config('transaction_read_only', 'on', true), (select epoch from cache_epoch where id = 1) as epoch`
  );
}

/**
 * The read scope statement as a named, parameterised statement (the tenant is $1): what
 * `readScopedOnPool` sends with each statement, parsed once per connection.
 */
export const READ_SCOPE_PARAMETERISED =
  `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', $1, true), ` +
  `set_config('transaction_read_only', 'on', true), (select epoch from cache_epoch where id = 1) as epoch`;

/** The epoch column of the scope statement's row (bigint: a string on node-postgres). */
export function epochOf(rows: readonly Record<string, unknown>[]): number {
  const v = rows[0]?.epoch;
  return v === null || v === undefined ? 0 : Number(v);
}

/**
 * Runs `fn` in a request transaction in `tenantId`'s scope (as `withTenant`) and gives it the
 * request caches' epoch read in the statement that entered the scope. PostgreSQL: 1 round trip
 * before `fn`'s own statements (BEGIN + scope + epoch), 1 after (COMMIT); PGlite: BEGIN, then one.
 */
export async function withScope<T>(database: Database, tenantId: string, fn: (tx: Db, epoch: number) => Promise<T>): Promise<T> {
  if (!UUID.test(tenantId)) throw new Error(`withScope: not a tenant id: ${tenantId}`);
  if (database.scoped) return database.scoped(tenantId, fn);
  return database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const res = await tx.execute(sql.raw(scopeStatement(tenantId)));
    return fn(tx, epochOf((res as unknown as { rows: Record<string, unknown>[] }).rows));
  });
}

async function enterScope(tx: Db, tenantId: string): Promise<void> {
  await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
}

/**
 * Runs `fn` in a transaction as the RLS-bound role with `app.tenant_id` set: it sees only that
 * tenant's rows (plus global master data). Everything a request does goes through here.
 */
export async function withTenant<T>(db: Db, tenantId: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (!UUID.test(tenantId)) throw new Error(`withTenant: not a tenant id: ${tenantId}`);
  return db.transaction(async (tx) => {
    await enterScope(tx as unknown as Db, tenantId);
    return fn(tx as unknown as Db);
  });
}

/**
 * Runs `fn` in a transaction as the RLS-bound role in the platform scope: platform tables
 * (tenants), platform-owned rows (operator users and sessions, global master data); no tenant's
 * rows. Used for requests at the app host and for resolving the tenant from the host name.
 */
export async function withPlatform<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return withTenant(db, PLATFORM_TENANT_ID, fn);
}

/**
 * Switches the tenant inside an open scoped transaction (e.g. the operator registering a tenant
 * and creating its first rows atomically), restoring the previous one afterwards.
 */
export async function asTenant<T>(tx: Db, tenantId: string, fn: () => Promise<T>): Promise<T> {
  if (!UUID.test(tenantId)) throw new Error(`asTenant: not a tenant id: ${tenantId}`);
  const prev = await tx.execute(sql`select current_setting('app.tenant_id', true) as t`);
  const previous = String((prev as unknown as { rows: { t: string | null }[] }).rows[0]?.t ?? '');
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
  const restore = () => tx.execute(sql`select set_config('app.tenant_id', ${previous}, true)`);
  let result: T;
  try {
    result = await fn();
  } catch (err) {
    // Restore if the transaction still can; an aborted one must report fn's error, not this one's.
    await restore().catch(() => undefined);
    throw err;
  }
  await restore();
  return result;
}

/**
 * Runs `fn` in a transaction as the owner, bypassing RLS. Only for migrations, seeding,
 * cross-tenant maintenance jobs and tests; never for request handlers.
 */
export async function withSystem<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => fn(tx as unknown as Db));
}
