import type { TSessionUser } from 'shared/guard';
import type { SessionState } from 'shared/session';
import type { StoreApi } from 'zustand';
import { landingFor, postLoginPath } from '../../session/utils/postLoginPath';
import { forgetRememberedRoute, readRememberedRoute } from '../../session/utils/rememberedRoute';

export interface CompleteSignInOptions {
  /** A session made from a link token (auto-login): ending it goes to the site root (SPEC §8). */
  linkSession?: boolean;
  /** The page's query; a login URL may carry a SPEC §6 deep link. */
  query?: string | URLSearchParams;
}

/**
 * Stores the session and decides where the user goes (deep link, remembered route, landing, by
 * `postLoginPath`). The route guard answers a signed-in /login with the landing page, so a
 * destination other than the landing is left as the remembered route, and the signed-in layout
 * resumes it once it mounts (see `useResumeRememberedRoute`); that keeps the guard and the caller
 * from racing each other's navigation. Returns the destination and the landing the caller opens.
 */
export function completeSignIn(
  store: StoreApi<SessionState>,
  token: string,
  user: TSessionUser,
  options: CompleteSignInOptions = {},
): { target: string; landing: string } {
  const target = postLoginPath({ query: options.query ?? '', rememberedRoute: readRememberedRoute(), user });
  const landing = landingFor(user);
  if (target === landing) forgetRememberedRoute();
  else store.getState().rememberRoute(target);
  store.getState().signIn(token, user, { linkSession: options.linkSession === true });
  return { target, landing };
}
