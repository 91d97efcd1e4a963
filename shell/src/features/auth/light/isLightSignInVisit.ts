/** The address the light sign-in boot serves (the catalogue's /login). */
export const LIGHT_SIGN_IN_PATH = '/login';

/** The session store's token key (`SESSION_STORAGE_KEYS.token` in shared/session; a test checks). */
export const STORED_TOKEN_KEY = 'passage.token';

/**
 * Whether this visit boots the light sign-in page instead of the full app (issue 21 point 4): the
 * plain /login address, signed out. Anything else (a query: deep links, `next`, link tokens; a
 * stored session, which the guard sends to its landing page; another path) boots the full app.
 * Runs in `index.ts`, before any shared module: it reads the address and storage only.
 */
export function isLightSignInVisit(location: Pick<Location, 'pathname' | 'search' | 'hash'>, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (location.pathname !== LIGHT_SIGN_IN_PATH || location.search !== '' || location.hash !== '') return false;
  try {
    return storage !== null && storage.getItem(STORED_TOKEN_KEY) === null;
  } catch {
    return false;
  }
}
