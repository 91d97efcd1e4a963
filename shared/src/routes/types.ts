import type { RouteOwner } from '../federation';
import type { RoleId } from '../domain/roles';

/** Sidebar domain groups, in the order the sidebar shows them. */
export const SIDEBAR_GROUPS = [
  'Dashboard',
  'Cases',
  'PERM & Green Card',
  'LCA & PWD',
  'CAP',
  'I-9',
  'Questionnaires',
  'People',
  'Billing',
  'Communication',
  'Reports',
  'Settings',
  'Account',
  'Public',
] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/** `public`: no login needed (SPEC §2.3, /files, /default-user). */
export type RouteAccess = 'login' | 'public';

/** SPEC §6: the three deep links that the guard carries through login. */
export type DeepLinkType = 'i9' | 'reminder' | 'ATTORNEY_SIGN';

/** Tenant flags that open otherwise hidden routes. */
export type TenantFlag = 'weeklyReports';

/** One screen of the product. Paths, titles and guard flags live here, never in a remote. */
export interface RouteDef {
  /** Stable route id, dotted, e.g. `cases.list`, `cases.petitionDetails`, `auth.login`. */
  id: string;
  /** react-router v7 path pattern, e.g. `/petition-details/:itemId`; optional segments as `/:itemId?`. */
  path: string;
  /** `shell` or the remote that renders the page. */
  owner: RouteOwner;
  /** Page title shown in the browser tab and page header. */
  title: string;
  /** Domain group for the sidebar. */
  group: SidebarGroup;
  /** `public` = no login needed. */
  access: RouteAccess;
  /**
   * Roles that may open the page: one named set of `shared/src/domain/roles.ts` (docs/roles.md
   * shows the matrix). The guard sends other roles back; the sidebar hides the page. Public pages
   * take `ALL_ROLES` (a visitor needs no role).
   */
  roles: readonly RoleId[];
  /** Shown as a sidebar entry (list pages, dashboards; not detail pages with params). */
  sidebar?: boolean;
  /** SPEC §2.3: fill-*, filled-*, /fill-lca-anonymous-user and the I-9 verifier pages hide the case header. */
  hidesCaseHeader?: boolean;
  /** SPEC §6: external users may open only these. */
  externalAllowed?: boolean;
  /** Employee page: blocked for tenant type 1 when employee management is 0. */
  employeePage?: boolean;
  /** Beneficiary page: blocked for tenant type 1 when employee management is 1, and for other tenant types. */
  beneficiaryPage?: boolean;
  /** Tenant types that may not open the page. */
  blockedTenantTypes?: number[];
  /** Only tenants with this flag may open the page. */
  tenantFlag?: TenantFlag;
  /** SPEC §6 deep link carried through login. */
  deepLinkType?: DeepLinkType;
  /** The page reads a link token from the query (`token`, `key` or `accessToken`). */
  tokenFromQuery?: boolean;
  /** The literal path(s) as SPEC §2 writes them, e.g. `['/petition-details/{itemId}']`. */
  specPaths: string[];
  /** Why, where a path is invented or interpreted. */
  note?: string;
  /** One sentence: what a law-firm user does on this page (shown in the page header). */
  description: string;
}

/** Result of matching a pathname against the catalogue. */
export interface RouteMatch {
  route: RouteDef;
  /** Path parameters present in the URL, decoded; absent optional parameters are left out. */
  params: Record<string, string>;
}

/** Values for `buildPath`; `undefined` leaves out an optional parameter. */
export type RouteParams = Readonly<Record<string, string | number | undefined>>;
