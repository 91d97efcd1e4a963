import { createApiClient, type ApiClient } from 'shared/client';
import { createSessionStore, type SessionState } from 'shared/session';
import type { StoreApi } from 'zustand';

/** The one session store and the one API client, made once by the shell and shared with remotes. */
export function createShellServices(location: Pick<Location, 'search' | 'assign' | 'reload'> = window.location): {
  session: StoreApi<SessionState>;
  api: ApiClient;
} {
  const session = createSessionStore();
  const api = createApiClient({
    // SPEC §7: the token comes from the session, or from the link query (token, key or accessToken).
    getToken: () => {
      const query = new URLSearchParams(location.search);
      return session.getState().token ?? query.get('token') ?? query.get('key') ?? query.get('accessToken');
    },
    // SPEC §8: clear token, role, user and route, log out and reload; link sessions go to the root.
    onSessionEnded: () => {
      const wasLink = session.getState().isLinkSession;
      session.getState().clear();
      if (wasLink) location.assign('/');
      else location.reload();
    },
  });
  return { session, api };
}
