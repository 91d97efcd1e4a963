import { BASIC_SETTINGS_PATH, isProfileComplete, resumeAfterLogin, type ProfileUser } from 'shared/guard';
import { landingPath } from 'shared/routes';
import { isResumablePath } from './rememberedRoute';

export interface PostLoginInput {
  /** The login page's query: it may carry a SPEC §6 deep link (`type=i9|reminder|ATTORNEY_SIGN`). */
  query: string | URLSearchParams;
  /** The route remembered before the session ended, if any. */
  rememberedRoute: string | null;
  user: ProfileUser & { capCaseCount?: number | null };
}

/**
 * Where a user goes after signing in: the deep link the login URL carries, else the remembered
 * route, else what the guard would choose (SPEC §6: /basic-settings while the profile is
 * incomplete, else the role's landing page).
 */
export function postLoginPath({ query, rememberedRoute, user }: PostLoginInput): string {
  const deepLink = resumeAfterLogin(query);
  if (deepLink) return deepLink;
  if (isResumablePath(rememberedRoute)) return rememberedRoute;
  return landingFor(user);
}

/** The guard's landing for a signed-in user. */
export function landingFor(user: ProfileUser & { capCaseCount?: number | null }): string {
  return isProfileComplete(user) ? landingPath(user.roleId, user.capCaseCount) : BASIC_SETTINGS_PATH;
}
