import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTE_NAMES } from '../federation';
import {
  ROUTES,
  SIDEBAR_GROUPS,
  SPEC_PATH_TO_ROUTE,
  buildPath,
  matchRoute,
  normaliseSpecPath,
  pathParams,
  routeById,
  routesFor,
  sidebarRoutes,
  type RouteDef,
} from './index';

// ───────────────────────── reading SPEC §2 ─────────────────────────

/** SPEC §2 as committed beside this test (the specification itself lives outside the repository). */
const specFile = resolve(__dirname, 'spec-section-2.md');

interface SpecPathRef {
  /** As SPEC writes it, or composed from "X with optional /{y}" / "X, {y}". */
  literal: string;
  /** `{x}` → `:x`. */
  path: string;
  /** '2.1', '2.2', '2.3', or '' for the lines of §2 before the first subsection. */
  subsection: string;
  /** The label of the block the line is in, e.g. 'Questionnaires'. */
  block: string;
  line: string;
}

/** A token made only of parameters (`{x}`, `/{x}/{y}`) extends the path before it on its line. */
const PARAM_ONLY = /^(\/?\{\w+\})+$/;
const PATH_LIKE = (word: string): boolean => word.includes('/') || /\{\w+\}/.test(word);

/** Every path-like token of SPEC §2 (lines between '## 2.' and '## 3.'). */
const extractSpecPaths = (markdown: string): SpecPathRef[] => {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((l) => l.startsWith('## 2.'));
  const end = lines.findIndex((l) => l.startsWith('## 3.'));
  if (start < 0 || end <= start) throw new Error('SPEC §2 not found');
  const refs: SpecPathRef[] = [];
  let subsection = '';
  let block = '';
  for (const line of lines.slice(start + 1, end)) {
    const heading = /^### (2\.\d+)/.exec(line);
    if (heading) {
      subsection = heading[1] ?? '';
      block = '';
      continue;
    }
    if (line.trim() === '') continue;
    if (!line.startsWith('-')) block = /^([^:]+):\s*$/.exec(line)?.[1] ?? '';
    let previous: string | undefined;
    for (const raw of line.split(/\s+/)) {
      const word = raw.replace(/^[('"`]+/, '').replace(/[)'"`,.:;]+$/, '');
      if (word === '' || !PATH_LIKE(word)) continue;
      let literal = word;
      if (PARAM_ONLY.test(word)) {
        if (previous === undefined) throw new Error(`Parameter "${word}" with no path before it: ${line}`);
        literal = `${previous}${word.startsWith('/') ? '' : '/'}${word}`;
      } else {
        previous = word;
      }
      refs.push({ literal, path: normaliseSpecPath(literal), subsection, block, line });
    }
  }
  return refs;
};

const SPEC_REFS = extractSpecPaths(readFileSync(specFile, 'utf8'));
const SPEC_PATHS = new Set(SPEC_REFS.map((r) => r.path));

// ───────────────────────── helpers ─────────────────────────

const withSlash = (p: string): string => (p.startsWith('/') ? p : `/${p}`);
/** A concrete URL for a pattern, every parameter filled with a sample value. */
const sampleUrl = (pattern: string): string =>
  withSlash(pattern).replace(/:(\w+)\??/g, (_m, name: string) => `sample-${name}`);
const sampleParams = (route: RouteDef): Record<string, string> =>
  Object.fromEntries(pathParams(route.path).map((name) => [name, `v-${name}`]));
const byPath = (path: string): RouteDef => {
  const route = ROUTES.find((r) => r.path === path);
  if (route === undefined) throw new Error(`No route with path ${path}`);
  return route;
};
const sorted = (values: Iterable<string>): string[] => [...values].sort();

/** Routes whose path deliberately has another shape than the spec path (each needs a note). */
const RESHAPED = new Set(['questionnaireTemplates.h1bShort']);

// ───────────────────────── the extractor itself ─────────────────────────

describe('SPEC §2 extraction', () => {
  it('finds the spec paths, including the irregular ones', () => {
    expect(SPEC_PATHS.size).toBeGreaterThan(150);
    for (const expected of [
      '/',
      '/dashboard-V2',
      '/petition-details/:itemId',
      '/petitioner-questionnaire/:itemId/:redirect',
      '/I-140_Questionnaire',
      '/I-140_Questionnaire/:itemId',
      '/petition-config-list/:petitiontypeid/:petitionsubtypeid',
      'h1b-:id',
      'public/account-activation',
      'i9/fill-verifier-info/:itemId',
      'public/email-unsubscribtion',
      '/public/confirm-sponsorship-questionnaire/:token',
      '/individuals-details',
      '/appointments/:token',
    ]) {
      expect(SPEC_PATHS).toContain(expected);
    }
  });

  it('never yields a bare parameter as a path', () => {
    expect([...SPEC_PATHS].filter((p) => /^\/?:/.test(p))).toEqual([]);
  });
});

// ───────────────────────── catalogue against the spec ─────────────────────────

describe('route catalogue against SPEC §2', () => {
  it('covers every spec path', () => {
    const covered = new Set(ROUTES.flatMap((r) => r.specPaths.map(normaliseSpecPath)));
    expect(sorted([...SPEC_PATHS].filter((p) => !covered.has(p)))).toEqual([]);
  });

  it('cites only spec paths, unless a note says why', () => {
    const invented = ROUTES.filter((r) => r.note === undefined).flatMap((r) =>
      r.specPaths.filter((p) => !SPEC_PATHS.has(normaliseSpecPath(p))).map((p) => `${r.id}: ${p}`),
    );
    expect(invented).toEqual([]);
  });

  it('gives every route at least one spec path', () => {
    expect(ROUTES.filter((r) => r.specPaths.length === 0).map((r) => r.id)).toEqual([]);
  });

  it('uses a spec path as the route path, unless a note says why', () => {
    const interpreted = ROUTES.filter(
      (r) => r.note === undefined && !r.specPaths.some((p) => withSlash(normaliseSpecPath(p)) === r.path),
    );
    expect(interpreted.map((r) => r.id)).toEqual([]);
  });

  it('serves each spec path by the route that cites it', () => {
    // A path that SPEC mentions only in prose (not in a bullet list) may name its page by the
    // static start of the route path, as "/fill-lca-anonymous-user" does.
    const namesPageInProse = (r: RouteDef, p: string): boolean =>
      SPEC_REFS.filter((ref) => ref.path === p).every((ref) => !ref.line.startsWith('-')) &&
      !p.includes(':') &&
      r.path.startsWith(`${withSlash(p)}/`);
    const wrong = ROUTES.filter((r) => !RESHAPED.has(r.id)).flatMap((r) =>
      r.specPaths
        .map(normaliseSpecPath)
        .filter((p) => matchRoute(sampleUrl(p))?.route.id !== r.id && !namesPageInProse(r, p))
        .map((p) => `${r.id}: ${p} → ${matchRoute(sampleUrl(p))?.route.id ?? 'nothing'}`),
    );
    expect(wrong).toEqual([]);
  });

  it('notes why a reshaped path differs from the spec', () => {
    for (const id of RESHAPED) expect(routeById(id)?.note).toEqual(expect.stringContaining('react-router'));
  });

  it('follows the access each §2 subsection gives', () => {
    const wrong = SPEC_REFS.filter((ref) => ref.subsection !== '').flatMap((ref) => {
      const route = routeById(SPEC_PATH_TO_ROUTE[ref.path] ?? '');
      if (route === undefined) return [`${ref.path}: no route`];
      let expected: RouteDef['access'];
      if (ref.line.includes('(login required)')) expected = 'login';
      else if (ref.line.includes('(no login needed)')) expected = 'public';
      // §2.1 is "login required unless noted"; §2.3 is public; §2.2 notes only /reminder-activity
      // as login required, so its other pages are read as public.
      else expected = ref.subsection === '2.1' ? 'login' : 'public';
      return route.access === expected ? [] : [`${ref.path}: ${route.access}, expected ${expected}`];
    });
    expect(wrong).toEqual([]);
  });

  it('lets external users open exactly the §6 pages and the §2.1 questionnaires', () => {
    const questionnaires = SPEC_REFS.filter(
      (ref) => ref.subsection === '2.1' && ref.block === 'Questionnaires' && !ref.line.includes('Templates:'),
    ).map((ref) => SPEC_PATH_TO_ROUTE[ref.path]);
    expect(questionnaires.length).toBeGreaterThanOrEqual(8);
    const sixPages = [
      '/cases',
      '/petitions',
      '/messages',
      '/petition-details/:itemId',
      '/rfe-petition-details/:itemId',
      '/lcalist',
      '/lca-details/:itemId',
      '/pwd-list',
      '/pwd-case-details/:itemId',
      '/gc-employment-details/:itemId',
      '/external-cases',
      '/external-case-details/:itemId',
      '/case-transfer',
      '/profile',
    ].map((p) => byPath(p).id);
    expect(sorted(ROUTES.filter((r) => r.externalAllowed).map((r) => r.id))).toEqual(
      sorted(new Set([...sixPages, ...questionnaires.map(String)])),
    );
  });

  it('hides the case header on fill-*, filled-* and I-9 verifier pages only', () => {
    const expected = ROUTES.filter(
      (r) => r.path.split('/').some((s) => /^fill(ed)?-/.test(s)) || r.path.includes('verifier'),
    ).map((r) => r.id);
    expect(expected).toContain('fill.lcaAnonymous');
    expect(sorted(ROUTES.filter((r) => r.hidesCaseHeader).map((r) => r.id))).toEqual(sorted(expected));
  });

  it('carries the three §6 deep links', () => {
    const deepLinks = Object.fromEntries(ROUTES.filter((r) => r.deepLinkType).map((r) => [r.deepLinkType, r.path]));
    expect(deepLinks).toEqual({
      i9: '/i9-details/:itemId',
      reminder: '/reminder-activity',
      ATTORNEY_SIGN: '/petition-details/:itemId',
    });
    expect(byPath('/reminder-activity').access).toBe('login');
  });

  it('applies the §6 tenant rules', () => {
    expect(sorted(ROUTES.filter((r) => r.blockedTenantTypes?.includes(2)).map((r) => r.path))).toEqual([
      '/cases-by-customer',
      '/individual-customer-reports',
    ]);
    expect(ROUTES.filter((r) => r.tenantFlag === 'weeklyReports').map((r) => r.path)).toEqual(['/weekly-reports']);
    expect(sorted(ROUTES.filter((r) => r.employeePage).map((r) => r.path))).toEqual(
      sorted(ROUTES.filter((r) => /^\/employee/.test(r.path)).map((r) => r.path)),
    );
    expect(sorted(ROUTES.filter((r) => r.beneficiaryPage).map((r) => r.path))).toEqual(
      sorted(ROUTES.filter((r) => /^\/beneficiar/.test(r.path)).map((r) => r.path)),
    );
    expect(ROUTES.filter((r) => r.employeePage && r.beneficiaryPage)).toEqual([]);
  });

  it('reads the link token from the query on the §2.3 token-link pages', () => {
    for (const path of [
      '/public/reset-password',
      '/public/set-password',
      '/public/activate-user-account',
      '/verify-email',
      '/auth/sign-document',
      '/public/communication/reply',
      '/public/email-unsubscribtion',
      '/public/confirm-sponsorship-questionnaire/:token?',
    ]) {
      expect([path, byPath(path).tokenFromQuery]).toEqual([path, true]);
    }
    const fillPages = ROUTES.filter((r) => r.path.split('/').some((s) => /^fill(ed)?-/.test(s)));
    expect(fillPages.filter((r) => !r.tokenFromQuery).map((r) => r.id)).toEqual([]);
    expect(ROUTES.filter((r) => r.tokenFromQuery && r.access !== 'public').map((r) => r.id)).toEqual([]);
    expect(byPath('/auto-login/:token').tokenFromQuery).toBeUndefined();
  });

  it('lists the default sidebar entries', () => {
    const entries = sidebarRoutes().map((r) => [r.path, r.title]);
    for (const entry of [
      ['/', 'Home'],
      ['/page2', 'Page 2'],
      ['/beneficiaries', 'Beneficiaries'],
      ['/registration', 'Registration'],
    ]) {
      expect(entries).toContainEqual(entry);
    }
    expect(byPath('/').note).toMatch(/\/dashboard/);
  });
});

// ───────────────────────── catalogue shape ─────────────────────────

describe('route catalogue shape', () => {
  it('has unique ids', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has unique paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('has no paths that differ only by case, except the noted dashboard pair', () => {
    const byLower = new Map<string, RouteDef[]>();
    for (const r of ROUTES) byLower.set(r.path.toLowerCase(), [...(byLower.get(r.path.toLowerCase()) ?? []), r]);
    const clashes = [...byLower.values()].filter((group) => group.length > 1);
    expect(clashes.map((group) => sorted(group.map((r) => r.id)))).toEqual([['dashboard.V2', 'dashboard.v2']]);
    for (const r of clashes.flat()) expect(r.note).toBeDefined();
  });

  it('has well-formed entries', () => {
    for (const r of ROUTES) {
      expect([r.id, /^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/.test(r.id)]).toEqual([r.id, true]);
      expect([r.id, r.path.startsWith('/')]).toEqual([r.id, true]);
      expect([r.id, SIDEBAR_GROUPS.includes(r.group)]).toEqual([r.id, true]);
      expect([r.id, r.title.trim().length > 0, /^[A-Z].*\.$/.test(r.description)]).toEqual([r.id, true, true]);
    }
  });

  it('puts no page with required parameters, and no public page, in the sidebar', () => {
    const needsParams = (r: RouteDef): boolean => /:\w+(\/|$)/.test(r.path);
    expect(
      sidebarRoutes()
        .filter((r) => needsParams(r) || r.access === 'public')
        .map((r) => r.id),
    ).toEqual([]);
    expect(ROUTES.filter((r) => needsParams(r)).length).toBeGreaterThan(50);
  });

  it('orders the sidebar by group', () => {
    const groups = sidebarRoutes().map((r) => SIDEBAR_GROUPS.indexOf(r.group));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
  });

  it('gives the shell and every remote at least one route', () => {
    for (const owner of ['shell', ...REMOTE_NAMES] as const) {
      expect([owner, routesFor(owner).length > 0]).toEqual([owner, true]);
    }
    expect(REMOTE_NAMES.reduce((n, remote) => n + routesFor(remote).length, routesFor('shell').length)).toBe(
      ROUTES.length,
    );
  });

  it('includes /error-404 as a public shell page', () => {
    expect(byPath('/error-404')).toMatchObject({ owner: 'shell', access: 'public' });
  });
});

// ───────────────────────── matching and building ─────────────────────────

describe('matchRoute', () => {
  it('matches a detail page and returns its parameter', () => {
    expect(matchRoute('/petition-details/42')).toEqual({
      route: routeById('cases.petitionDetails'),
      params: { itemId: '42' },
    });
  });

  it('gives every route its parameters back', () => {
    for (const route of ROUTES) {
      const params = sampleParams(route);
      const match = matchRoute(buildPath(route.id, params));
      expect([route.id, match?.route.id, match?.params]).toEqual([route.id, route.id, params]);
    }
  });

  it('handles optional parameters', () => {
    expect(matchRoute('/I-140_Questionnaire')).toEqual({ route: routeById('questionnaires.i140'), params: {} });
    expect(matchRoute('/I-140_Questionnaire/7')?.params).toEqual({ itemId: '7' });
    expect(matchRoute('/individuals-details')?.route.id).toBe('people.individualDetails');
    expect(matchRoute('/petition-config-list/3/9')?.params).toEqual({ petitiontypeid: '3', petitionsubtypeid: '9' });
    expect(matchRoute('/petition-config-list/3')?.params).toEqual({ petitiontypeid: '3' });
    expect(matchRoute('/petition-config-list')?.params).toEqual({});
    expect(matchRoute('/public/confirm-sponsorship-questionnaire/abc')?.params).toEqual({ token: 'abc' });
  });

  it('returns undefined for unknown paths and wrong parameter counts', () => {
    expect(matchRoute('/no-such-page')).toBeUndefined();
    expect(matchRoute('/petition-details')).toBeUndefined();
    expect(matchRoute('/petition-details/1/2')).toBeUndefined();
    expect(matchRoute('/I-140_Questionnaire/1/2')).toBeUndefined();
  });

  it('ignores case, a trailing slash, the query and the hash', () => {
    expect(matchRoute('/PETITION-DETAILS/42/?tab=x#top')?.route.id).toBe('cases.petitionDetails');
    expect(matchRoute('/i-140_questionnaire')?.route.id).toBe('questionnaires.i140');
  });

  it('prefers the exact-case entry between the two dashboard spellings', () => {
    expect(matchRoute('/dashboard-v2')?.route.id).toBe('dashboard.v2');
    expect(matchRoute('/dashboard-V2')?.route.id).toBe('dashboard.V2');
  });

  it('prefers static segments to parameters and decodes parameters', () => {
    expect(matchRoute('/petition-details/print/5')).toEqual({ route: routeById('cases.print'), params: { id: '5' } });
    expect(matchRoute('/leads')?.route.id).toBe('people.leads');
    expect(matchRoute('/leads/a%20b')?.params).toEqual({ itemId: 'a b' });
    expect(matchRoute('/')?.route.id).toBe('home');
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters, and leaves out absent optional ones', () => {
    expect(buildPath('cases.petitionDetails', { itemId: 42 })).toBe('/petition-details/42');
    expect(buildPath('people.leadDetails', { itemId: 'a/b' })).toBe('/leads/a%2Fb');
    expect(buildPath('questionnaires.i140')).toBe('/I-140_Questionnaire');
    expect(buildPath('settings.petitionConfig', { petitiontypeid: 1, petitionsubtypeid: 2 })).toBe(
      '/petition-config-list/1/2',
    );
    expect(buildPath('home')).toBe('/');
  });

  it('throws on an unknown id or a missing required parameter', () => {
    expect(() => buildPath('no.such.route')).toThrow('Unknown route id');
    expect(() => buildPath('cases.petitionDetails')).toThrow('itemId');
  });
});

describe('SPEC_PATH_TO_ROUTE', () => {
  it('maps every spec path to a route id', () => {
    for (const path of SPEC_PATHS)
      expect([path, routeById(SPEC_PATH_TO_ROUTE[path] ?? '')?.id]).toEqual([path, SPEC_PATH_TO_ROUTE[path]]);
    expect(SPEC_PATH_TO_ROUTE['/petition-details/:itemId']).toBe('cases.petitionDetails');
  });
});
