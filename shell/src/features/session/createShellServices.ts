import { createApiClient, type ApiClient, type ApiClientOptions } from 'shared/client';
import { createSessionStore, type SessionState } from 'shared/session';
import type { StoreApi } from 'zustand';

const linkTokenOf = (search: string): string | null => {
  const query = new URLSearchParams(search);
  return query.get('token') ?? query.get('key') ?? query.get('accessToken');
};

/** The one session store and the one API client, made once by the shell and shared with remotes. */
export function createShellServices(
  location: Pick<Location, 'search' | 'assign' | 'reload'> = window.location,
  session: StoreApi<SessionState> = createSessionStore(),
  /** For tests: the HTTP instance under the client. */
  axiosInstance?: ApiClientOptions['axiosInstance'],
): {
  session: StoreApi<SessionState>;
  api: ApiClient;
} {
  const api = createApiClient({
    ...(axiosInstance ? { axiosInstance } : {}),
    // SPEC §7: the token comes from the session, or from the link query (token, key or accessToken).
    getToken: () => session.getState().token ?? linkTokenOf(location.search),
    // SPEC §8: clear token, role, user and route, log out and reload; link sessions go to the root.
    onSessionEnded: () => {
      const { token, isLinkSession } = session.getState();
      const viaLink = token === null && linkTokenOf(location.search) !== null;
      // No session and no link token: nothing ended (e.g. an expired /auto-login/{token} link);
      // the caller shows the error. Reloading here would only repeat the failing call forever.
      if (token === null && !viaLink) return;
      session.getState().clear();
      if (isLinkSession || viaLink) location.assign('/');
      else location.reload();
    },
  });
  return { session, api };
}
