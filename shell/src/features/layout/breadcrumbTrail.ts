import { matchRoute, pageTitle, ROUTES, type RouteDef } from 'shared/routes';

export interface Crumb {
  label: string;
  /** Absent for the group (not a page) and the current page. */
  to?: string;
}

/** True for a detail page: a route with a required path parameter. */
export const isDetailRoute = (route: RouteDef): boolean =>
  route.path.split('/').some((part) => part.startsWith(':') && !part.endsWith('?'));

const firstSegment = (path: string): string => path.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';

/** The first word of a segment, singular: beneficiaries-details → beneficiary, leads → lead. */
const stem = (segment: string): string => {
  const word = segment.split('-')[0] ?? '';
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
};

const commonPrefix = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/**
 * The list page a detail page belongs to: a sidebar page of the same group and owner whose first
 * word names the same thing (/beneficiaries-details/:id → /beneficiaries, /leads/:id → /leads,
 * /petitioner-edit/:id → /petitioners rather than /petitioner-internal-users: the shorter path
 * wins); failing that, the longest shared start of at least 4 characters; else none.
 */
export function listRouteFor(detail: RouteDef, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  const seg = firstSegment(detail.path);
  let best: { route: RouteDef; score: number } | undefined;
  for (const r of routes) {
    if (r === detail || r.sidebar !== true || r.group !== detail.group || r.owner !== detail.owner) continue;
    const other = firstSegment(r.path);
    const prefix = commonPrefix(seg, other);
    const score = stem(seg) === stem(other) ? 1000 - other.split('-').length : prefix >= 4 ? prefix : 0;
    if (score > 0 && (!best || score > best.score)) best = { route: r, score };
  }
  return best?.route;
}

/** Group → list page → detail title, for a detail page's pathname; [] for other pages. */
export function breadcrumbTrail(pathname: string, roleId: number | null | undefined): Crumb[] {
  const match = matchRoute(pathname);
  if (!match || !isDetailRoute(match.route)) return [];
  const route = match.route;
  const list = listRouteFor(route);
  return [
    { label: route.group },
    ...(list ? [{ label: pageTitle(list, roleId), to: list.path }] : []),
    { label: pageTitle(route, roleId) },
  ];
}
