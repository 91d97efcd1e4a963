import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { tenants } from '../../modules/tenants/tenants.table';

/** The tenant a request belongs to, resolved from its host name. */
export interface TenantContext {
  id: string;
  slug: string;
  name: string;
  typeId: number;
  status: string;
  /**
   * Role lists per page/feature and the tenant's settings (the `tenants` row), read with the rest
   * so that calls need not read the row again (people/access.ts `tenantInfo`). Optional: contexts
   * made by hand (tests, jobs) may leave them out; readers then load the row.
   */
  permissions?: Record<string, number[]>;
  globalConfig?: { employeeMngmt?: number; isAllowExternalCases?: number };
}

/** Finds a tenant by slug (not deleted). Runs in any scope: `tenants` has no RLS. */
export async function findTenantBySlug(tx: Db, slug: string): Promise<TenantContext | undefined> {
  // A host name with NUL names no tenant (PostgreSQL would refuse to compare it: a 500).
  if (slug.includes('\u0000')) return undefined;
  const rows = await tx
    .select({
      id: tenants.id,
      slug: tenants.slug,
      name: tenants.name,
      typeId: tenants.typeId,
      status: tenants.status,
      permissions: tenants.permissions,
      globalConfig: tenants.globalConfig,
    })
    .from(tenants)
    .where(sql`lower(${tenants.slug}) = ${slug.toLowerCase()} and ${tenants.status} <> 'deleted'`)
    .limit(1);
  return rows[0];
}
