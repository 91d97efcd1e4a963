import { useEffect } from 'react';
import { ApiError } from 'shared/client';
import { getTenantBySubdomainCall } from 'shared/auth-contract';
import { useApi, useSessionStore } from 'shared/session';
import { applyFavicon } from './applyBranding';

/**
 * Loads the host's tenant before anything renders (SPEC §6 last bullet): found → white-label
 * applied; unknown slug → 'missing' (the guard sends every path to /error-404); the product's
 * own host → 'platform'. Not asked again when the light sign-in page has loaded it.
 */
export function useTenantLoader(): void {
  const api = useApi();
  const store = useSessionStore();
  useEffect(() => {
    // Already loaded by the light sign-in page before it handed over (startFullApp).
    if (store.getState().tenantStatus === 'found') return undefined;
    let live = true;
    api.call(getTenantBySubdomainCall, {}).then(
      (tenant) => {
        if (!live) return;
        store.getState().setTenant('found', tenant);
        applyFavicon(document, tenant.favicon);
      },
      (err: unknown) => {
        if (!live) return;
        const code = err instanceof ApiError ? err.code : '';
        if (code === 'TENANT_NOT_FOUND') store.getState().setTenant('missing');
        else if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'PLATFORM_HOST') store.getState().setTenant('platform');
        else store.getState().setTenant('missing');
      },
    );
    return () => {
      live = false;
    };
  }, [api, store]);
}
