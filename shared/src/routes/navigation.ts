import { ROLE } from '../domain/roles';
import type { RouteDef } from './types';

/** SPEC §2: the settings pages whose title depends on the role. */
export const SETTINGS_TITLE_ROUTE_IDS: readonly string[] = ['settings.basic', 'settings.basicConfiguration'];

/** SPEC §2: roles that see the settings pages as 'Company Details & Settings'. */
const COMPANY_SETTINGS_TITLE_ROLES: readonly number[] = [ROLE.PLATFORM_SUPPORT, ROLE.ADMIN, ROLE.PETITIONER];

/**
 * The title of a page for a role. The settings pages are 'Settings' for role 1 and
 * 'Company Details & Settings' for roles 2, 3 and 50; every other case uses the route's title.
 */
export const pageTitle = (route: RouteDef, roleId: number | null | undefined): string => {
  if (!SETTINGS_TITLE_ROUTE_IDS.includes(route.id)) return route.title;
  if (roleId === ROLE.PLATFORM_OPERATOR) return 'Settings';
  if (typeof roleId === 'number' && COMPANY_SETTINGS_TITLE_ROLES.includes(roleId)) {
    return 'Company Details & Settings';
  }
  return route.title;
};

/**
 * SPEC §6: where a role lands after login. I-9 users (49) land on /i9-list; beneficiaries (51) on
 * /cap-registrations when they have cap cases, else /cases; everyone else on /dashboard.
 */
export const landingPath = (roleId: number | null | undefined, capCaseCount: number | null | undefined): string => {
  if (roleId === ROLE.I9_USER) return '/i9-list';
  if (roleId === ROLE.BENEFICIARY) {
    return typeof capCaseCount === 'number' && capCaseCount > 0 ? '/cap-registrations' : '/cases';
  }
  return '/dashboard';
};
