import { and, inArray, isNotNull } from 'drizzle-orm';
import { defineFileOwner, normalizeKey, tenantOfKey } from '../../platform/storage';
import { tenants } from './tenants.table';

/**
 * The firm's logo when it is a stored file (its address or key in `tenants.logo`): shown on
 * every page of the tenant, so any signed-in user of the tenant may open it. Changed in the
 * tenant's settings.
 */
export const tenantLogoFiles = defineFileOwner({
  kind: 'tenant-logo',
  label: "the firm's logo",
  async ownersOf(tx, keys) {
    const wanted = new Set(keys);
    const ids = [...new Set(keys.map(tenantOfKey).filter((id): id is string => id !== undefined))];
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: tenants.id, logo: tenants.logo })
      .from(tenants)
      .where(and(inArray(tenants.id, ids), isNotNull(tenants.logo)));
    return rows.flatMap((r) => {
      const key = normalizeKey(r.logo!);
      return key && wanted.has(key) ? [{ key, tenantId: r.id }] : [];
    });
  },
  canRead: async (ctx, owner) => ctx.session !== null && ctx.session.tenantId === owner.tenantId,
});
