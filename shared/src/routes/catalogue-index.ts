import type { RouteOwner } from '../federation';
import { ROUTES } from './catalogue';
import { SIDEBAR_GROUPS, type RouteDef, type RouteMatch, type RouteParams } from './types';

type Segment = { kind: 'static'; value: string; lower: string } | { kind: 'param'; name: string; optional: boolean };

interface CompiledRoute {
  route: RouteDef;
  segments: Segment[];
  order: number;
}

/** Splits a react-router path pattern into segments; `:name` and `:name?` are parameters. */
export const parsePattern = (pattern: string): Segment[] =>
  pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional };
      }
      return { kind: 'static', value: part, lower: part.toLowerCase() };
    });

/** Parameter names of a path pattern, in order. */
export const pathParams = (pattern: string): string[] =>
  parsePattern(pattern).flatMap((s) => (s.kind === 'param' ? [s.name] : []));

const COMPILED: readonly CompiledRoute[] = ROUTES.map((route, order) => ({
  route,
  segments: parsePattern(route.path),
  order,
}));

const BY_ID: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.id, r]));

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

interface Attempt {
  params: Record<string, string>;
  /** react-router-like rank: static segments 10, parameters 3. */
  score: number;
  exactCase: boolean;
}

/** Matches URL parts against pattern segments, skipping optional parameters where needed. */
const matchSegments = (segments: readonly Segment[], parts: readonly string[]): Attempt | undefined => {
  const walk = (si: number, pi: number): Attempt | undefined => {
    const segment = segments[si];
    if (segment === undefined) {
      return pi === parts.length ? { params: {}, score: 0, exactCase: true } : undefined;
    }
    const part = parts[pi];
    if (segment.kind === 'static') {
      if (part === undefined || part.toLowerCase() !== segment.lower) return undefined;
      const rest = walk(si + 1, pi + 1);
      if (rest === undefined) return undefined;
      return { ...rest, score: rest.score + 10, exactCase: rest.exactCase && part === segment.value };
    }
    if (part !== undefined) {
      const rest = walk(si + 1, pi + 1);
      if (rest !== undefined) {
        return { ...rest, params: { [segment.name]: decode(part), ...rest.params }, score: rest.score + 3 };
      }
    }
    return segment.optional ? walk(si + 1, pi) : undefined;
  };
  return walk(0, 0);
};

/**
 * The catalogue route for a pathname, with its decoded parameters, or undefined.
 * Like react-router, matching ignores case and a trailing slash, and prefers static segments to
 * parameters; between equal candidates, an exact-case match wins (so /dashboard-v2 and
 * /dashboard-V2 each find their own entry), then catalogue order.
 */
export const matchRoute = (pathname: string): RouteMatch | undefined => {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  const parts = bare.split('/').filter((part) => part !== '');
  let best: { compiled: CompiledRoute; attempt: Attempt } | undefined;
  for (const compiled of COMPILED) {
    const attempt = matchSegments(compiled.segments, parts);
    if (attempt === undefined) continue;
    if (
      best === undefined ||
      attempt.score > best.attempt.score ||
      (attempt.score === best.attempt.score && attempt.exactCase && !best.attempt.exactCase)
    ) {
      best = { compiled, attempt };
    }
  }
  return best && { route: best.compiled.route, params: best.attempt.params };
};

/** The route with this id, or undefined. */
export const routeById = (id: string): RouteDef | undefined => BY_ID.get(id);

/** The routes a remote (or the shell) renders, in catalogue order. */
export const routesFor = (owner: RouteOwner): RouteDef[] => ROUTES.filter((r) => r.owner === owner);

/** Sidebar entries, ordered by group (SIDEBAR_GROUPS), then catalogue order. */
export const sidebarRoutes = (): RouteDef[] =>
  ROUTES.filter((r) => r.sidebar === true)
    .map((route, order) => ({ route, order, group: SIDEBAR_GROUPS.indexOf(route.group) }))
    .sort((a, b) => a.group - b.group || a.order - b.order)
    .map(({ route }) => route);

/**
 * The URL of a route, with parameters encoded. Optional parameters may be left out; a missing
 * required parameter or an unknown id throws, since either is a programming error.
 */
export const buildPath = (id: string, params: RouteParams = {}): string => {
  const route = routeById(id);
  if (route === undefined) throw new Error(`Unknown route id: ${id}`);
  const parts: string[] = [];
  for (const segment of parsePattern(route.path)) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      throw new Error(`Route ${id} needs parameter "${segment.name}"`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}`;
};

/** Turns a path as SPEC §2 writes it (`/x/{itemId}`) into pattern notation (`/x/:itemId`). */
export const normaliseSpecPath = (specPath: string): string => specPath.replace(/\{(\w+)\}/g, ':$1');

/** Every SPEC §2 path (normalised with `normaliseSpecPath`) → the id of the route that serves it. */
export const SPEC_PATH_TO_ROUTE: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(ROUTES.flatMap((r) => r.specPaths.map((p) => [normaliseSpecPath(p), r.id]))),
);
