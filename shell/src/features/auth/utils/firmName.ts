import type { TTenantPublic } from 'shared/auth-contract';

/** The firm's own name for running text on public pages (white-label: never the product's). */
export function firmName(tenant: TTenantPublic | null, fallback = 'your firm'): string {
  return tenant?.name?.trim() || fallback;
}
