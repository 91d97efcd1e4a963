import { matchRoute } from 'shared/routes';
import { SESSION_STORAGE_KEYS } from 'shared/session';

type RouteStorage = Pick<Storage, 'getItem' | 'removeItem'>;

const browserStorage = (): RouteStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** Only an in-app path the catalogue knows, never an auth entry page or another origin. */
export function isResumablePath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const match = matchRoute(pathname);
  return match !== undefined && !['auth.login', 'auth.register', 'error404'].includes(match.route.id);
}

/**
 * The route remembered with the session store's `rememberRoute` (same storage key), if it is one
 * that may be resumed. The store writes it but offers no read, so the shell reads the key.
 */
export function readRememberedRoute(storage: RouteStorage | null = browserStorage()): string | null {
  const value = storage?.getItem(SESSION_STORAGE_KEYS.route) ?? null;
  return isResumablePath(value) ? value : null;
}

export function forgetRememberedRoute(storage: RouteStorage | null = browserStorage()): void {
  storage?.removeItem(SESSION_STORAGE_KEYS.route);
}
