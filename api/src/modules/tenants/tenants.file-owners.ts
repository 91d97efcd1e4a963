import { and, inArray, isNotNull, or } from 'drizzle-orm';
import { defineFileOwner, normalizeKey, tenantOfKey } from '../../platform/storage';
import { tenants } from './tenants.table';

/**
 * The firm's logo and favicon when they are stored files (their address or key in `tenants.logo`
 * / `tenants.favicon`): shown on every page of the tenant, so any signed-in user of the tenant may
 * open them. Changed in the tenant's settings (/basic-settings).
 */
export const tenantLogoFiles = defineFileOwner({
  kind: 'tenant-logo',
  label: "the firm's logo or favicon",
  async ownersOf(tx, keys) {
    const wanted = new Set(keys);
    const ids = [...new Set(keys.map(tenantOfKey).filter((id): id is string => id !== undefined))];
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: tenants.id, logo: tenants.logo, favicon: tenants.favicon })
      .from(tenants)
      .where(and(inArray(tenants.id, ids), or(isNotNull(tenants.logo), isNotNull(tenants.favicon))));
    return rows.flatMap((r) =>
      [r.logo, r.favicon].flatMap((stored) => {
        const key = stored ? normalizeKey(stored) : undefined;
        return key && wanted.has(key) ? [{ key, tenantId: r.id }] : [];
      }),
    );
  },
  canRead: async (ctx, owner) => ctx.session !== null && ctx.session.tenantId === owner.tenantId,
});
