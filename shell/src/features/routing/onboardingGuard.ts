import { useLocation } from 'react-router-dom';
import { BASIC_SETTINGS_PATH, isProfileComplete, ROLE, type ProfileUser } from 'shared/guard';
import { matchRoute, type RouteDef } from 'shared/routes';
import { useSession } from 'shared/session';

/*
 * Onboarding (SPEC §4, issue 16.1, docs/settings.md "Redirect"): a firm admin (3) whose firm
 * profile is incomplete, or a petitioner admin (50) whose company is, is sent to /basic-settings
 * from every page until the profile is complete — not only at sign-in (`decideRoute`). The api is
 * unchanged: this is a UI guard. It reads the session user, which the profile screens update on
 * save, so completing the profile lets the user go on at once, without reloading.
 */

/** Pages such a user may still open: the profile screens, his own account page, and the file links they show. */
export const ONBOARDING_OPEN_PATHS: readonly string[] = ['/basic-settings', '/basic-configuration', '/registration', '/profile', '/files'];

/** A petitioner admin completes his company on its own edit page (and lands on its details after saving). */
const OWN_COMPANY_PATHS: readonly string[] = ['/petitioner-edit/:itemId', '/petitioner-details/:itemId'];

export interface OnboardingUser extends ProfileUser {
  companyId?: string | null;
}

/**
 * Where an onboarding user must go instead of `pathname` (a page the other guard already allowed),
 * or null. Public pages and users with nothing to complete are never redirected.
 */
export function onboardingRedirect(route: RouteDef, pathname: string, user: OnboardingUser | null): string | null {
  if (!user || route.access === 'public') return null;
  if (user.roleId !== ROLE.ADMIN && user.roleId !== ROLE.PETITIONER) return null;
  if (isProfileComplete(user)) return null;
  if (ONBOARDING_OPEN_PATHS.includes(route.path)) return null;
  if (user.roleId === ROLE.PETITIONER && OWN_COMPANY_PATHS.includes(route.path)) {
    const itemId = matchRoute(pathname)?.params.itemId;
    if (itemId && itemId === user.companyId) return null;
  }
  return BASIC_SETTINGS_PATH;
}

/** The onboarding redirect of the route being shown, from the session user (null: show it). */
export function useOnboardingRedirect(route: RouteDef): string | null {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  return onboardingRedirect(route, pathname, user);
}
