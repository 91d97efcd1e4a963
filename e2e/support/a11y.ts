import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { decideRoute, isProfileComplete, type GuardTenant, type GuardUser } from 'shared/domain';
import { buildPath, pathParams, ROUTES, ROUTES_BY_OWNER, type RouteDef } from 'shared/routes';
import { apiCall, storedUser } from './identity';

/** One page of the catalogue the gate opens. */
export interface CataloguePage {
  routeId: string;
  path: string;
}

/**
 * Detail pages and where the demo data gives them an id: the list call whose first row opens the
 * page, and the route parameter the id goes into.
 */
export const DETAIL_SOURCES: Readonly<Record<string, { list: string; param: string }>> = {
  'cases.petitionDetails': { list: '/petition/list', param: 'itemId' },
  'cases.print': { list: '/petition/list', param: 'id' },
  'cases.rfePetitionDetails': { list: '/rfe-petition/list', param: 'itemId' },
  'people.beneficiaryDetails': { list: '/beneficiary/list', param: 'itemId' },
  'people.beneficiaryEdit': { list: '/beneficiary/list', param: 'itemId' },
  'people.petitionerDetails': { list: '/company/list', param: 'itemId' },
  'people.petitionerEdit': { list: '/company/list', param: 'itemId' },
  'people.companyDetails': { list: '/company/list', param: 'itemId' },
  'people.individualDetails': { list: '/individual/list', param: 'itemId' },
  'people.customerDetails': { list: '/customer/list', param: 'itemId' },
  'people.contactDetails': { list: '/contact/list', param: 'itemId' },
  'people.leadDetails': { list: '/lead/list', param: 'itemId' },
  'branches.edit': { list: '/branches/list', param: 'id' },
  'branches.details': { list: '/branches/list', param: 'itemId' },
};

/** Routes whose path parameters are all optional (or absent): they open without an id. */
const opensWithoutParams = (route: RouteDef): boolean =>
  pathParams(route.path).every((p) => new RegExp(`:${p}\\?`).test(route.path));

/**
 * Routes the gate may open: those without required parameters and the detail pages of
 * DETAIL_SOURCES (whether the guard lets the signed-in user in is decided at run time).
 */
export const isCandidate = (route: RouteDef): boolean => route.id in DETAIL_SOURCES || opensWithoutParams(route);

/** One test's share of the catalogue: a title and the route ids whose pages it opens. */
export interface CatalogueChunk {
  title: string;
  routeIds: readonly string[];
}

/**
 * The candidate routes in chunks of at most `size`, per owner (ROUTES_BY_OWNER, catalogue order),
 * so that the gate is many tests that Playwright spreads over its workers instead of one long test.
 * Every candidate route is in exactly one chunk (tests/a11y-catalogue.spec.ts checks it).
 */
export function catalogueChunks(size: number): CatalogueChunk[] {
  return Object.entries(ROUTES_BY_OWNER).flatMap(([owner, routes]) => {
    const ids = routes.filter(isCandidate).map((r) => r.id);
    const count = Math.ceil(ids.length / size);
    return Array.from({ length: count }, (_, i) => ({
      title: count > 1 ? `${owner} ${i + 1}/${count}` : owner,
      routeIds: ids.slice(i * size, (i + 1) * size),
    }));
  });
}

/** The signed-in user and the page's tenant as the shell's guard sees them. */
export async function guardContext(page: Page): Promise<{ user: GuardUser; tenant: GuardTenant }> {
  const stored = await storedUser(page);
  if (!stored) throw new Error('no signed-in user in localStorage');
  const raw = await page.evaluate(() => JSON.parse(localStorage.getItem('passage.user') ?? 'null') as unknown);
  const res = await apiCall<{ typeId: number; globalConfig: { employeeMngmt: 0 | 1 }; weeklyReports: boolean }>(
    page,
    '/tenant/details-by-subdomain',
  );
  const t = res.body.result;
  if (res.status !== 200 || !t) throw new Error(`/tenant/details-by-subdomain answered ${res.status}`);
  return {
    user: {
      roleId: stored.roleId,
      isExternal: stored.isExternal,
      capCaseCount: stored.capCaseCount,
      profileComplete: isProfileComplete(raw as Parameters<typeof isProfileComplete>[0]),
    },
    tenant: { typeId: t.typeId, employeeMngmt: t.globalConfig.employeeMngmt, weeklyReports: t.weeklyReports },
  };
}

/** The id of the first row a list call answers (rows carry `id` or `_id`), or undefined. */
async function firstId(page: Page, list: string, cache: Map<string, string | undefined>): Promise<string | undefined> {
  if (!cache.has(list)) {
    const res = await apiCall<{ data?: { id?: string; _id?: string }[] }>(page, list, { page: 1, perpage: 5 });
    if (res.status !== 200)
      throw new Error(`${list} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    const row = res.body.result?.data?.[0];
    cache.set(list, row?.id ?? row?._id);
  }
  return cache.get(list);
}

/**
 * Every catalogue page the demo data can open for the signed-in user: pages without required
 * parameters that the guard allows, plus the detail pages of DETAIL_SOURCES with an id from the API.
 * Also answers which detail pages found no row (the gate reports them).
 */
export async function openablePages(page: Page): Promise<{ pages: CataloguePage[]; missing: string[] }> {
  const { user, tenant } = await guardContext(page);
  const cache = new Map<string, string | undefined>();
  const pages: CataloguePage[] = [];
  const missing: string[] = [];
  for (const route of ROUTES) {
    let path: string;
    const source = DETAIL_SOURCES[route.id];
    if (source) {
      const id = await firstId(page, source.list, cache);
      if (!id) {
        missing.push(`${route.id} (${source.list} is empty)`);
        continue;
      }
      path = buildPath(route.id, { [source.param]: id });
    } else if (opensWithoutParams(route)) {
      path = buildPath(route.id, {});
    } else continue;
    const decision = decideRoute({ pathname: path, search: '', user, tenant, tenantResolved: 'found' });
    if (decision.kind === 'allow') pages.push({ routeId: route.id, path });
  }
  return { pages, missing };
}

/** Pages that show a loading state on purpose (the UI kit gallery): their content is waited for by network idle. */
export const SHOWCASES_LOADING: readonly string[] = ['testPage'];

/**
 * Waits for the page's own content: the route's frame or heading is shown and no loading state
 * (Suspense fallback, query loading, busy list) is left.
 */
export async function waitForContent(page: Page, { showcasesLoading = false } = {}): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(0);
  if (showcasesLoading) {
    await page.waitForLoadState('networkidle');
    return;
  }
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export interface A11yFinding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * axe-core (WCAG 2 A and AA) serious and critical findings, one per rule and target. Only the
 * violations are asked for (`resultTypes`, axe's documented performance option): the same rules
 * run and the violations come back whole, but axe skips building the selectors of passes,
 * incomplete and inapplicable results, which the gate never reads.
 */
export async function seriousFindings(page: Page): Promise<A11yFinding[]> {
  // options() replaces the run options, so it comes before withTags (which sets runOnly).
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        impact: v.impact ?? '',
        target: n.target.map(String).join(' '),
        summary: (n.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 240),
      })),
    );
}
