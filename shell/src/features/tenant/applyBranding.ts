import type { TTenantPublic } from 'shared/auth-contract';
import { darkTheme, lightTheme, type PassageTheme } from 'shared/ui-base';

/** The product name a tenant shows: a white-labelled tenant never shows "Passage". */
export function productName(tenant: TTenantPublic | null): string {
  if (!tenant) return 'Passage';
  return tenant.whiteLabled ? tenant.name : `${tenant.name} · Passage`;
}

/** The styled-components theme for a tenant's colours and the user's light/dark choice. */
export function themeFor(tenant: TTenantPublic | null, mode: 'light' | 'dark'): PassageTheme {
  const base = mode === 'dark' ? darkTheme : lightTheme;
  const brand = tenant?.theme.primaryColor;
  return brand && mode === 'light' ? { ...base, color: { ...base.color, brand, focus: brand } } : base;
}

/** Points the document's icon at the tenant's favicon. */
export function applyFavicon(doc: Document, href: string | null | undefined): void {
  if (!href) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = href;
}
