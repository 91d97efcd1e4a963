import { buildPath, landingPath, matchRoute, type DeepLinkType, type RouteDef } from '../routes';
import { TENANT_TYPE } from './tenant-permissions';

/*
 * The route guard of SPEC §6, driven by the route catalogue's flags. Pure: the shell feeds it the
 * location, the session and the tenant, and acts on the decision.
 */

export interface GuardUser {
  roleId: number;
  /** 1 = external user (SPEC §6). */
  isExternal?: number | null;
  capCaseCount?: number | null;
  /** From profile.ts `isProfileComplete`. */
  profileComplete: boolean;
}

export interface GuardTenant {
  typeId: number;
  employeeMngmt: 0 | 1;
  /** The tenant may open /weekly-reports. */
  weeklyReports: boolean;
}

export interface GuardInput {
  pathname: string;
  /** The query string, with or without its leading '?'. */
  search: string;
  user: GuardUser | null;
  tenant: GuardTenant | null;
  /** `platform`: the product's own host (no tenant); `missing`: the slug names no tenant. */
  tenantResolved: 'found' | 'missing' | 'platform';
  /** The page the user came from, if any: where blocked navigation returns. */
  previousPath?: string;
}

export type GuardReason =
  | 'unknown-route'
  | 'tenant-missing'
  | 'signed-in-profile-incomplete'
  | 'signed-in-landing'
  | 'login-required'
  | 'deep-link-login'
  | 'external-user'
  | 'employee-pages-off'
  | 'beneficiary-pages-off'
  | 'beneficiary-pages-tenant-type'
  | 'tenant-feature'
  | 'tenant-type-blocked'
  | 'role-not-allowed';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; reason: GuardReason }
  /** Go back in history; `fallback` when there is nothing to go back to. */
  | { kind: 'back'; fallback: string; reason: GuardReason };

export const ERROR_404_PATH = '/error-404';
export const LOGIN_PATH = '/login';
export const BASIC_SETTINGS_PATH = '/basic-settings';
export const EXTERNAL_USER_HOME = '/cases';

/** The login and register pages a signed-in user is sent away from. */
const AUTH_ENTRY_ROUTE_IDS: readonly string[] = ['auth.login', 'auth.register'];

/**
 * SPEC §6 deep links carried through login. The login URL is
 * `/login?type=<type>[&itemId=<path param>]&<each query key>=<value>` — e.g.
 * `/login?type=i9&itemId=42&action=sign` — and `resumeAfterLogin` rebuilds the link from it.
 */
interface DeepLinkSpec {
  routeId: string;
  /** Query keys the link must carry to count as this deep link. */
  queryKeys: readonly string[];
}

export const DEEP_LINKS: Readonly<Record<DeepLinkType, DeepLinkSpec>> = {
  i9: { routeId: 'i9.details', queryKeys: ['action'] },
  reminder: { routeId: 'comms.reminderActivity', queryKeys: ['action', 'reminderId', 'userId'] },
  ATTORNEY_SIGN: { routeId: 'cases.petitionDetails', queryKeys: ['action', 'petitionId', 'documentId'] },
};

const isDeepLinkType = (value: string | null): value is DeepLinkType =>
  value !== null && Object.prototype.hasOwnProperty.call(DEEP_LINKS, value);

/** The query values the link carries, or undefined when any is missing or blank. */
const carriedQuery = (spec: DeepLinkSpec, query: URLSearchParams): [string, string][] | undefined => {
  const pairs = spec.queryKeys.map((key): [string, string] => [key, query.get(key) ?? '']);
  return pairs.every(([, value]) => value !== '') ? pairs : undefined;
};

/** Where a visitor who is not logged in goes: /login, carrying a deep link's type and parameters. */
export const loginRedirectFor = (route: RouteDef, params: Record<string, string>, search: string): string => {
  const type = route.deepLinkType;
  if (type === undefined) return LOGIN_PATH;
  const carried = carriedQuery(DEEP_LINKS[type], new URLSearchParams(search));
  if (carried === undefined) return LOGIN_PATH;
  const query = new URLSearchParams({ type, ...params });
  for (const [key, value] of carried) query.set(key, value);
  return `${LOGIN_PATH}?${query.toString()}`;
};

/**
 * After login, the deep link a login URL's query carries, rebuilt from the catalogue (so it can
 * only lead to the three deep-link pages); null when the query carries none or is incomplete.
 */
export const resumeAfterLogin = (search: string | URLSearchParams): string | null => {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const type = query.get('type');
  if (!isDeepLinkType(type)) return null;
  const spec = DEEP_LINKS[type];
  const carried = carriedQuery(spec, query);
  if (carried === undefined) return null;
  try {
    const path = buildPath(spec.routeId, { itemId: query.get('itemId') ?? undefined });
    return `${path}?${new URLSearchParams(carried).toString()}`;
  } catch {
    return null; // a required path parameter (itemId) is missing
  }
};

/** May this role open the route? The route catalogue's `roles` (docs/roles.md) decides. */
export const roleMayOpen = (route: RouteDef, roleId: number): boolean => route.roles.some((r) => r === roleId);

/**
 * SPEC §6 route guard. Order: unknown path and missing tenant (→ /error-404), public routes (open,
 * except /login and /register for a signed-in user), login, external users (→ /cases), then the
 * tenant's blocks and the page's roles (→ back to the previous page).
 */
export const decideRoute = (input: GuardInput): GuardDecision => {
  const match = matchRoute(input.pathname);
  if (match === undefined) return { kind: 'redirect', to: ERROR_404_PATH, reason: 'unknown-route' };
  const { route, params } = match;

  if (input.tenantResolved === 'missing' && route.path !== ERROR_404_PATH) {
    return { kind: 'redirect', to: ERROR_404_PATH, reason: 'tenant-missing' };
  }

  const { user } = input;
  if (user !== null && AUTH_ENTRY_ROUTE_IDS.includes(route.id)) {
    return user.profileComplete
      ? { kind: 'redirect', to: landingPath(user.roleId, user.capCaseCount), reason: 'signed-in-landing' }
      : { kind: 'redirect', to: BASIC_SETTINGS_PATH, reason: 'signed-in-profile-incomplete' };
  }
  if (route.access === 'public') return { kind: 'allow' };

  if (user === null) {
    const to = loginRedirectFor(route, params, input.search);
    return { kind: 'redirect', to, reason: to === LOGIN_PATH ? 'login-required' : 'deep-link-login' };
  }

  if (user.isExternal === 1 && route.externalAllowed !== true) {
    return { kind: 'redirect', to: EXTERNAL_USER_HOME, reason: 'external-user' };
  }

  const blocked =
    tenantBlock(route, input.tenant) ?? (roleMayOpen(route, user.roleId) ? undefined : 'role-not-allowed');
  if (blocked === undefined) return { kind: 'allow' };
  return { kind: 'back', fallback: backTarget(input, route), reason: blocked };
};

/**
 * Where blocked navigation returns: the previous page, unless it is the blocked page itself or
 * this user may not open it either (a stale page of another session); else the landing page.
 */
const backTarget = (input: GuardInput, blocked: RouteDef): string => {
  const { user, previousPath } = input;
  const landing = landingPath(user?.roleId, user?.capCaseCount);
  if (previousPath === undefined || matchRoute(previousPath)?.route.id === blocked.id) return landing;
  const [pathname = '', search = ''] = previousPath.split('?');
  const again = decideRoute({ ...input, pathname, search, previousPath: undefined });
  return again.kind === 'allow' ? previousPath : landing;
};

/** Why the tenant may not open the route, or undefined. No tenant (the platform host) blocks nothing. */
const tenantBlock = (route: RouteDef, tenant: GuardTenant | null): GuardReason | undefined => {
  if (tenant === null) return undefined;
  const lawFirm = tenant.typeId === TENANT_TYPE.LAW_FIRM;
  if (route.employeePage && lawFirm && tenant.employeeMngmt === 0) return 'employee-pages-off';
  if (route.beneficiaryPage && lawFirm && tenant.employeeMngmt === 1) return 'beneficiary-pages-off';
  if (route.beneficiaryPage && !lawFirm) return 'beneficiary-pages-tenant-type';
  if (route.tenantFlag !== undefined && tenant[route.tenantFlag] !== true) return 'tenant-feature';
  if (route.blockedTenantTypes?.includes(tenant.typeId)) return 'tenant-type-blocked';
  return undefined;
};
