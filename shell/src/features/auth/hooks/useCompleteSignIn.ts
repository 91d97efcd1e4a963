import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TSessionUser } from 'shared/guard';
import { useSessionStore } from 'shared/session';
import { landingFor, postLoginPath } from '../../session/utils/postLoginPath';
import { forgetRememberedRoute, readRememberedRoute } from '../../session/utils/rememberedRoute';

export interface CompleteSignInOptions {
  /** A session made from a link token (auto-login): ending it goes to the site root (SPEC §8). */
  linkSession?: boolean;
  /** The page's query; a login URL may carry a SPEC §6 deep link. */
  query?: string | URLSearchParams;
}

/**
 * Stores the session and sends the user on. Where to (deep link, remembered route, landing) is
 * decided by `postLoginPath`. The route guard answers a signed-in /login with the landing page,
 * so a destination other than the landing is left as the remembered route, and the signed-in
 * layout resumes it once it mounts (see `useResumeRememberedRoute`); that keeps the guard and this
 * hook from racing each other's navigation. Returns the destination.
 */
export function useCompleteSignIn(): (token: string, user: TSessionUser, options?: CompleteSignInOptions) => string {
  const store = useSessionStore();
  const navigate = useNavigate();
  return useCallback(
    (token, user, options = {}) => {
      const target = postLoginPath({ query: options.query ?? '', rememberedRoute: readRememberedRoute(), user });
      const landing = landingFor(user);
      if (target === landing) forgetRememberedRoute();
      else store.getState().rememberRoute(target);
      store.getState().signIn(token, user, { linkSession: options.linkSession === true });
      navigate(landing, { replace: true });
      return target;
    },
    [store, navigate],
  );
}
