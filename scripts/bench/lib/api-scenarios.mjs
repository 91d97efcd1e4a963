/**
 * The endpoints `pnpm bench:api` drives. Each has:
 * - `path`: the call;
 * - `probe(world, call)`: one real request; `{ ok: false, note }` when the call does not exist yet
 *   (answers 404 NOT_FOUND: reported as "not built") or fails; may prepare data (cursors);
 * - `request(world)`: { host, token, payload } for one request (a random tenant and user);
 * - `sql` (list and details): the statements the call's repository runs, inside the same tenant
 *   transaction the API opens (SET LOCAL ROLE app_user + app.tenant_id), as a pgbench script and as
 *   plain SQL for PGlite. The API does a little more per request (tenant by host, session lookup):
 *   that is the overhead the ratio shows.
 */

/** The tenant transaction around `body` (v.t is the tenant number, or `:t` for pgbench). */
const tx = (v, body) => `BEGIN;
SET LOCAL ROLE app_user;
SELECT set_config('app.tenant_id', bench_uuid('bench-tenant-' || ${v.t})::text, true);
${body}
COMMIT;
`;

/** pgbench script: \set lines for the variables, then the statements with :name references. */
function pgbenchScript(vars, body) {
  const head = Object.entries(vars).map(([k, range]) => `\\set ${k} random(${range[0]}, ${range[1]})`);
  const v = Object.fromEntries(Object.keys(vars).map((k) => [k, `:${k}`]));
  return `${head.join('\n')}\n${tx(v, body(v))}`;
}

const notBuilt = (r) => r.status === 404 && /NOT_FOUND/.test(JSON.stringify(r.body)) && !/PETITION|CASE/i.test(r.body?.result?.error?.code ?? '');

async function probeCall(world, call, sc) {
  const req = sc.request(world);
  const r = await call(world.base, req.host, sc.path, req.payload, req.token);
  if (notBuilt(r)) return { ok: false, note: `not built (POST /api${sc.path} answers 404)` };
  if (r.status !== 200) return { ok: false, note: `probe answered ${r.status}: ${JSON.stringify(r.body).slice(0, 160)}` };
  return { ok: true, body: r.body };
}

/** Beneficiary list (the people list, SPEC §7 /beneficiary/list): principals of one branch, by name. */
const peopleList = {
  id: 'people-list',
  label: 'beneficiary list (branch filter, by name)',
  path: '/beneficiary/list',
  probe: (world, call) => probeCall(world, call, peopleList),
  request(world) {
    const p = world.pick();
    const b = world.rand(world.branches);
    return {
      host: p.host,
      token: p.token,
      payload: { page: 1, perpage: 25, matcher: { relation: 'principal', branchIds: [world.ids.branch(p.t, b)] }, sort: { field: 'name', order: 1 } },
    };
  },
  sql: {
    body: (v) => `SELECT b.*, cast(lower(b.first_name || ' ' || b.last_name) as text) AS sort_key FROM beneficiaries b
 WHERE b.deleted_at IS NULL AND b.branch_id IN (bench_uuid('bench-branch-' || ${v.t} || '-' || ${v.b})) AND b.relation = 'principal'
 ORDER BY lower(b.first_name || ' ' || b.last_name), b.id LIMIT 26;
SELECT count(*) FROM beneficiaries b
 WHERE b.deleted_at IS NULL AND b.branch_id IN (bench_uuid('bench-branch-' || ${v.t} || '-' || ${v.b})) AND b.relation = 'principal';`,
    pgbench: (world) => pgbenchScript({ t: [1, world.plan.tenants], b: [1, world.branches] }, peopleList.sql.body),
    direct(world) {
      const v = { t: world.rand(world.plan.tenants), b: world.rand(world.branches) };
      return tx(v, peopleList.sql.body(v));
    },
  },
};

/** Petitioner (company) list, first page by name. */
const companyList = {
  id: 'company-list',
  label: 'petitioner list (by name)',
  path: '/company/list',
  probe: (world, call) => probeCall(world, call, companyList),
  request(world) {
    const p = world.pick();
    return { host: p.host, token: p.token, payload: { page: 1, perpage: 25, matcher: { statusIds: [1] }, sort: { field: 'name', order: 1 } } };
  },
};

/** Sign-in with e-mail and password (argon2id verify, a new session row). */
const login = {
  id: 'login',
  label: 'login (argon2id)',
  path: '/auth/login',
  probe: (world, call) => probeCall(world, call, login),
  request(world) {
    const p = world.pick();
    return { host: p.host, payload: { email: world.ids.email(p.t, p.u), password: world.password } };
  },
};

/** Global search for a common surname (cases, people, petitioners, documents). */
const search = {
  id: 'search',
  label: 'global search (a surname)',
  path: '/search/global',
  probe: (world, call) => probeCall(world, call, search),
  request(world) {
    const p = world.pick();
    return { host: p.host, token: p.token, payload: { q: world.lastNames[world.rand(world.lastNames.length) - 1], limit: 8 } };
  },
};

/** Case details of a random case of the tenant. */
const caseDetails = {
  id: 'case-details',
  label: 'case details',
  path: '/petition/details',
  probe: (world, call) => probeCall(world, call, caseDetails),
  request(world) {
    const p = world.pick();
    return { host: p.host, token: p.token, payload: { petitionId: world.ids.case(p.t, world.rand(p.cases)) } };
  },
};

/** The typical case-list filter: one status, one branch, a 90-day deadline window. */
function caseFilter(world, t) {
  const from = new Date(Date.now() - 30 * 86400e3).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 60 * 86400e3).toISOString().slice(0, 10);
  return { statusIds: [world.rand(world.statusCount)], branchIds: [world.ids.branch(t, world.rand(world.branches))], deadlineFrom: from, deadlineTo: to };
}

const caseList = {
  id: 'case-list',
  label: 'case list (status + branch + deadline range)',
  path: '/petition/list',
  probe: (world, call) => probeCall(world, call, caseList),
  request(world) {
    const p = world.pick();
    return { host: p.host, token: p.token, payload: { page: 1, perpage: 25, matcher: caseFilter(world, p.t) } };
  },
};

const caseLastPage = {
  id: 'case-last-page',
  label: 'case list, last page by cursor',
  path: '/petition/list',
  probe: (world, call) => probeCall(world, call, caseLastPage),
  request(world) {
    const p = world.pick();
    return { host: p.host, token: p.token, payload: { perpage: 25, matcher: {} } };
  },
};

export const SCENARIOS = [caseList, caseLastPage, caseDetails, search, login, peopleList, companyList];
