import { sql } from 'drizzle-orm';
import { APP_ROLE } from './security';
import type { Db } from './types';
import { PLATFORM_TENANT_ID } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  try {
    return await fn();
  } finally {
    await tx.execute(sql`select set_config('app.tenant_id', ${previous}, true)`);
  }
}

/**
 * Runs `fn` in a transaction as the owner, bypassing RLS. Only for migrations, seeding,
 * cross-tenant maintenance jobs and tests; never for request handlers.
 */
export async function withSystem<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => fn(tx as unknown as Db));
}
