/**
 * The report calls in `pnpm bench:api` (issue 17 "Speed"; docs/reports.md): three registry reports
 * through `/reports/run` for the 200,000-case firm `bench0001` (the target: p95 ≤ 300 ms at 50 rps)
 * as one of its admins — every case visible, the heaviest view:
 * - the case list report (open cases of one branch, newest first, first page of 25; with its total
 *   and the chart's counts by status);
 * - the branch-wise case summary (every case, grouped by branch, with totals);
 * - cases by customer (every case, grouped by petitioner — 10,000 petitioners — largest first, one
 *   page of 25, with the total of groups and the totals).
 * Each request is one call; the server runs its page, count, totals and chart queries.
 */

/** The 200,000-case firm of the seed, one of its five admins. */
function bigFirm(world) {
  const u = world.rand(world.users);
  return { host: `${world.ids.slug(1)}.localhost`, token: world.ids.token(1, u) };
}

async function probe(world, call, sc) {
  const req = sc.request(world);
  const r = await call(world.base, req.host, sc.path, req.payload, req.token);
  if (r.status === 404 && /NOT_FOUND/.test(JSON.stringify(r.body))) return { ok: false, note: `not built (POST /api${sc.path} answers 404)` };
  if (r.status !== 200) return { ok: false, note: `probe answered ${r.status}: ${JSON.stringify(r.body).slice(0, 160)}` };
  return { ok: true, body: r.body };
}

export const reportCaseList = {
  id: 'report-case-list',
  label: 'case list report (bench0001, 200k cases, admin; open cases of one branch, page 1)',
  path: '/reports/run',
  probe: (world, call) => probe(world, call, reportCaseList),
  request(world) {
    const branch = world.ids.branch(1, world.rand(world.branches));
    return { ...bigFirm(world), payload: { reportId: 'case-list', filters: { state: 'open', branches: [branch] }, page: 1, pageSize: 25 } };
  },
};

export const reportBranchwise = {
  id: 'report-branchwise',
  label: 'branch-wise case summary (bench0001, 200k cases, admin)',
  path: '/reports/run',
  probe: (world, call) => probe(world, call, reportBranchwise),
  request(world) {
    return { ...bigFirm(world), payload: { reportId: 'branchwise-case-summary', filters: {}, page: 1, pageSize: 25 } };
  },
};

export const reportCasesByCustomer = {
  id: 'report-cases-by-customer',
  label: 'cases by customer (bench0001, 200k cases, admin; largest first, page 1)',
  path: '/reports/run',
  probe: (world, call) => probe(world, call, reportCasesByCustomer),
  request(world) {
    return { ...bigFirm(world), payload: { reportId: 'cases-by-customer', filters: {}, page: 1, pageSize: 25 } };
  },
};

export const REPORT_SCENARIOS = [reportCaseList, reportBranchwise, reportCasesByCustomer];
