import { eq } from 'drizzle-orm';
import { tenants } from '../../modules/tenants/tenants.table';
import type { Db } from '../db';
import { PLATFORM_TENANT_ID } from '../db';
import { DEFAULT_BRANDING, type MailBranding } from './templates/layout';

export type BrandingResolver = (tx: Db, tenantId: string) => Promise<MailBranding>;

const absoluteHttp = (u: string | null | undefined): string | undefined =>
  u && /^https?:\/\/[^\s"'<>]+$/i.test(u) ? u : undefined;

/**
 * Brand of a tenant's mails. A white-label tenant is named by its own name and logo only; other
 * tenants' mails carry the platform name. The platform scope is the platform itself.
 */
export const tenantBranding: BrandingResolver = async (tx, tenantId) => {
  if (tenantId === PLATFORM_TENANT_ID) return DEFAULT_BRANDING;
  const [t] = await tx
    .select({
      name: tenants.name,
      logo: tenants.logo,
      whiteLabled: tenants.whiteLabled,
      contactEmail: tenants.contactEmail,
      theme: tenants.theme,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  if (!t) return DEFAULT_BRANDING;
  return {
    productName: t.whiteLabled ? t.name : DEFAULT_BRANDING.productName,
    logoUrl: t.whiteLabled ? absoluteHttp(t.logo) : undefined,
    primaryColor: (t.whiteLabled && t.theme?.primaryColor) || DEFAULT_BRANDING.primaryColor,
    replyTo: t.contactEmail ?? undefined,
    whiteLabel: t.whiteLabled,
  };
};
