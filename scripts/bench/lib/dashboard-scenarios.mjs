/**
 * The dashboard calls in `pnpm bench:api` (issue 17 "Speed"; docs/dashboard.md): the widget
 * statistics (`/dashboard/get-stats`, a random case widget per request, as a dashboard load fires
 * one call per widget) and the firm's trends (`/dashboard/trends`, the default 12 months), both for
 * the 200,000-case firm `bench0001` (the target: p95 ≤ 300 ms at 50 rps) as one of its admins —
 * every case visible, the heaviest view.
 *
 * `prepare` gives bench0001's cases what the dashboard reads and the plain seed leaves empty (the
 * seed is shared by the other scenarios, so it is not changed): the next workflow step (from the
 * case's own workflow snapshot), a three-step completion log, and a USCIS outcome (approved,
 * denied, RFE) with its date for the cases in status 12. Other columns (status, branch, deadline)
 * stay as the seed made them, so the other scenarios measure the same data.
 */

/** The widgets the dashboard module supplies (the others belong to modules with their own data). */
const CASE_WIDGETS = ['actions', 'deadlines', 'cases-by-status', 'cases-by-branch', 'clients', 'beneficiaries', 'pending-cases-stats', 'current-status'];

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

/** Fills in what the dashboard reads for bench0001 (once, as the owner, before the API starts). */
async function prepareBigFirm(world, sqlExec) {
  if (world.plan.__dashboardPrepared) return;
  world.plan.__dashboardPrepared = true;
  await sqlExec(`UPDATE petitions p SET
      next_activity = p.workflow -> 'activities' -> (abs(hashtext(p.id::text)) % jsonb_array_length(p.workflow -> 'activities')) ->> 'code',
      completion_log = jsonb_build_array(
        jsonb_build_object('code', 'CREATE_CASE', 'by', p.created_by, 'at', p.created_at),
        jsonb_build_object('code', 'SUBMIT_TO_LAW_FIRM', 'by', p.created_by, 'at', p.created_at + ((abs(hashtext(p.id::text)) % 9) || ' days')::interval),
        jsonb_build_object('code', 'COLLECT_EVIDENCE', 'by', p.paralegal_id, 'at', least(p.updated_at, p.created_at + ((10 + abs(hashtext(p.id::text)) % 30) || ' days')::interval))),
      uscis_outcome = CASE WHEN p.status_id = 12 THEN (ARRAY['approved', 'denied', 'rfe'])[1 + abs(hashtext(p.id::text)) % 3] END,
      uscis_outcome_date = CASE WHEN p.status_id = 12 THEN p.updated_at::date END
    WHERE p.tenant_id = bench_uuid('bench-tenant-1');`);
  await sqlExec('VACUUM ANALYZE petitions;');
}

export const dashboardStats = {
  id: 'dashboard-stats',
  label: 'dashboard widget statistics (bench0001, 200k cases, admin; random case widget)',
  path: '/dashboard/get-stats',
  prepare: prepareBigFirm,
  probe: (world, call) => probe(world, call, dashboardStats),
  request(world) {
    const widget = CASE_WIDGETS[world.rand(CASE_WIDGETS.length) - 1];
    return { ...bigFirm(world), payload: { widget, filters: { pageSize: 25 } } };
  },
};

export const dashboardTrends = {
  id: 'dashboard-trends',
  label: 'dashboard trends, 12 months (bench0001, 200k cases, admin)',
  path: '/dashboard/trends',
  prepare: prepareBigFirm,
  probe: (world, call) => probe(world, call, dashboardTrends),
  request(world) {
    return { ...bigFirm(world), payload: {} };
  },
};

export const DASHBOARD_SCENARIOS = [dashboardStats, dashboardTrends];
