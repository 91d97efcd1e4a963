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

import { DASHBOARD_SCENARIOS } from './dashboard-scenarios.mjs';
import { REPORT_SCENARIOS } from './report-scenarios.mjs';

/** The tenant transaction around `body` (v.t is the tenant number, or `:t` for pgbench). */
const tx = (v, body) => `BEGIN;
SET LOCAL ROLE app_user;
SELECT set_config('app.tenant_id', bench_uuid('bench-tenant-' || ${v.t})::text, true);
${body}
COMMIT;
`;

/**
 * The read scope around `body`, as the API sends a read-only call's statement (api/src/platform/db
 * /read-scope.ts): the scope statement (role, tenant, read-only, cache epoch) and the statement in
 * one pipeline with one Sync — an implicit transaction, no BEGIN or COMMIT. pgbench -M extended.
 */
const readScope = (v, body) => `\\startpipeline
SELECT set_config('role', 'app_user', true), set_config('app.tenant_id', bench_uuid('bench-tenant-' || ${v.t})::text, true), set_config('transaction_read_only', 'on', true), (SELECT epoch FROM cache_epoch WHERE id = 1) AS epoch;
${body}
\\endpipeline
`;

/**
 * How pgbench sends the same SQL: `read-scope` as the API now does (the ratio's reference), or
 * `transaction` — BEGIN, SET LOCAL ROLE, set_config, the statement, COMMIT, one round trip each —
 * as the earlier runs did (kept for comparison).
 */
export const PGBENCH_FORMS = {
  'read-scope': { wrap: readScope, protocol: 'prepared' },
  transaction: { wrap: tx, protocol: 'simple' },
};

/** pgbench \set lines for the variables ({ name: [from, to] }). */
const setLines = (vars) => Object.entries(vars).map(([k, range]) => `\\set ${k} random(${range[0]}, ${range[1]})\n`).join('');

/** pgbench script: \set lines for the variables, then the statements with :name references. */
function pgbenchScript(vars, body, form = 'read-scope') {
  const v = Object.fromEntries(Object.keys(vars).map((k) => [k, `:${k}`]));
  return `${setLines(vars)}${PGBENCH_FORMS[form].wrap(v, body(v))}`;
}

/**
 * The pgbench script of the statements the API sent (lib/api-sql.mjs): `head` (the variables),
 * then each statement after the read scope statement in its own pipeline, as the API sends
 * them; or, form `transaction`, all in one tenant transaction, one round trip each.
 */
export function scriptOfStatements(head, bodies, form) {
  const v = { t: ':t' };
  return form === 'transaction' ? `${head}${tx(v, bodies.join('\n'))}` : `${head}${bodies.map((b) => readScope(v, b)).join('')}`;
}

const branchExpr = "bench_uuid('bench-branch-' || :t || '-' || :b)";

const notBuilt = (r) =>
  r.status === 404 &&
  /NOT_FOUND/.test(JSON.stringify(r.body)) &&
  !/PETITION|CASE/i.test(r.body?.result?.error?.code ?? '');

async function probeCall(world, call, sc) {
  const req = sc.request(world);
  const r = await call(world.base, req.host, sc.path, req.payload, req.token);
  if (notBuilt(r)) return { ok: false, note: `not built (POST /api${sc.path} answers 404)` };
  if (r.status !== 200)
    return { ok: false, note: `probe answered ${r.status}: ${JSON.stringify(r.body).slice(0, 160)}` };
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
      v: { t: p.t, b },
      payload: {
        page: 1,
        perpage: 25,
        matcher: { relation: 'principal', branchIds: [world.ids.branch(p.t, b)] },
        sort: { field: 'name', order: 1 },
      },
    };
  },
  sql: {
    // The API's own statement (lib/api-sql.mjs): the branch varies with the tenant.
    head: (world) => setLines({ t: [1, world.plan.tenants], b: [1, world.branches] }),
    vary: (v, world) => [[world.ids.branch(v.t, v.b), branchExpr]],
    // listBeneficiaries: one statement — the page, each row's company, citizenship country and
    // live dependants, and the count as a scalar subquery (issue 21.2).
    body: (v) => {
      const where = (a) =>
        `${a}.deleted_at IS NULL AND ${a}.branch_id IN (bench_uuid('bench-branch-' || ${v.t} || '-' || ${v.b})) AND ${a}.relation = 'principal'`;
      return `SELECT b.*, cast(lower(b.first_name || ' ' || b.last_name) as text) AS sort_key,
       (SELECT count(*) FROM beneficiaries bc WHERE ${where('bc')}) AS total,
       (SELECT lc.name FROM companies lc WHERE lc.id = b.company_id) AS company_name,
       (SELECT m.name FROM masterdata m WHERE m.category = 'countries' AND m.id = b.citizenship_country_id LIMIT 1) AS country_name,
       (SELECT count(*) FROM beneficiaries d WHERE d.principal_id = b.id AND d.deleted_at IS NULL) AS dependants
  FROM beneficiaries b
 WHERE ${where('b')}
 ORDER BY lower(b.first_name || ' ' || b.last_name), b.id LIMIT 26;`;
    },
    pgbench: (world, form) => pgbenchScript({ t: [1, world.plan.tenants], b: [1, world.branches] }, peopleList.sql.body, form),
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
    return {
      host: p.host,
      token: p.token,
      v: { t: p.t },
      payload: { page: 1, perpage: 25, matcher: { statusIds: [1] }, sort: { field: 'name', order: 1 } },
    };
  },
  sql: {
    // The API's own statement (lib/api-sql.mjs): only the tenant (the read scope) varies.
    head: (world) => setLines({ t: [1, world.plan.tenants] }),
    vary: () => [],
    // listCompanies: one statement — the page, each row's status and branch names and live
    // beneficiaries, and the count as a scalar subquery (issue 21.2).
    body: () => {
      const where = (a) => `${a}.deleted_at IS NULL AND ${a}.status_id IN (1)`;
      return `SELECT c.*, cast(lower(c.name) as text) AS sort_key,
       (SELECT count(*) FROM companies cc WHERE ${where('cc')}) AS total,
       (SELECT m.name FROM masterdata m WHERE m.category = 'company_status' AND m.id = c.status_id LIMIT 1) AS status_name,
       (SELECT br.name FROM branches br WHERE br.id = c.branch_id) AS branch_name,
       (SELECT count(*) FROM beneficiaries b WHERE b.company_id = c.id AND b.deleted_at IS NULL) AS beneficiary_count
  FROM companies c
 WHERE ${where('c')}
 ORDER BY lower(c.name), c.id LIMIT 26;`;
    },
    pgbench: (world, form) => pgbenchScript({ t: [1, world.plan.tenants] }, companyList.sql.body, form),
    direct(world) {
      const v = { t: world.rand(world.plan.tenants) };
      return tx(v, companyList.sql.body(v));
    },
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
    return {
      host: p.host,
      token: p.token,
      payload: { q: world.lastNames[world.rand(world.lastNames.length) - 1], limit: 8 },
    };
  },
};

/** The list's SELECT (petitions.repository.ts listSelect) with a WHERE and ORDER BY … LIMIT. */
const caseSelect = (where, order, limit, sortKey, extra = '') => `SELECT p.*, c.name AS petitioner_name,
       nullif(trim(coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')), '') AS beneficiary_name,
       br.name AS branch_name, au.name AS attorney_name, pu.name AS paralegal_name${sortKey ? `, ${sortKey} AS sort_key` : ''}${extra}
  FROM petitions p
  LEFT JOIN companies c ON c.id = p.petitioner_id
  LEFT JOIN beneficiaries b ON b.id = p.beneficiary_id
  LEFT JOIN branches br ON br.id = p.branch_id
  LEFT JOIN users au ON au.id = p.attorney_id
  LEFT JOIN users pu ON pu.id = p.paralegal_id
 WHERE ${where}${order ? `\n ORDER BY ${order}` : ''} LIMIT ${limit};`;
/** caseVisibility for an admin (every live case) and the /cases list kind. */
const LIVE_CASES = `p.deleted_at IS NULL AND p.kind <> 'rfe' AND p.is_old = false AND p.is_external = false`;

/** Case details of a random case of the tenant. */
const caseDetails = {
  id: 'case-details',
  label: 'case details',
  path: '/petition/details',
  probe: (world, call) => probeCall(world, call, caseDetails),
  request(world) {
    const p = world.pick();
    const k = world.rand(p.cases);
    return { host: p.host, token: p.token, v: { t: p.t, k }, payload: { petitionId: world.ids.case(p.t, k) } };
  },
  sql: {
    // The API's own statement (lib/api-sql.mjs): a case of the tenant by its number, 1 … the
    // smallest tenant's count (as below).
    head: (world) => setLines({ t: [1, world.plan.tenants], k: [1, Math.max(1, Math.min(...world.plan.perTenant))] }),
    vary: (v, world) => [[world.ids.case(v.t, v.k), "bench_uuid('bench-case-' || :t || '-' || :k)"]],
    // findVisibleCaseWithNames (the case and its list names in one statement), childCases,
    // usersByIds (petitions.service.ts petitionDetails → caseView).
    body: (v) => {
      const id = `bench_uuid('bench-case-' || ${v.t} || '-' || ${v.k})`;
      const user = (n) => `bench_uuid('bench-user-' || ${v.t} || '-' || ${n})`;
      // One statement, as findVisibleCaseWithNames now reads the case with its children and the
      // names of its people (issue 21.2).
      const extra = `,
       (SELECT json_agg(ch ORDER BY ch.created_at) FROM petitions ch WHERE ch.parent_id = p.id AND ch.deleted_at IS NULL) AS children,
       (SELECT json_agg(json_build_array(u.id, u.name)) FROM users u WHERE u.id IN (${user(`1 + ${v.k} % 5`)}, ${user(`1 + (${v.k} + 1) % 5`)}, ${user(1)})) AS names`;
      return caseSelect(`p.id = ${id} AND p.deleted_at IS NULL`, null, 1, null, extra);
    },
    // A case of the tenant by its number: 1 … the smallest tenant's count (every tenant has those;
    // reading one case costs the same whichever it is), so no lookup round trip before it.
    pgbench: (world, form) =>
      pgbenchScript({ t: [1, world.plan.tenants], k: [1, Math.max(1, Math.min(...world.plan.perTenant))] }, caseDetails.sql.body, form),
    direct(world) {
      const t = world.rand(world.plan.tenants);
      const v = { t, k: world.rand(world.plan.perTenant[t - 1]) };
      return tx(v, caseDetails.sql.body(v));
    },
  },
};

/** The typical case-list filter: one status `s`, one branch `b`, a 90-day deadline window. */
function caseFilter(world, t, b, s) {
  const day = (d) => new Date(Date.now() + d * 86400e3).toISOString().slice(0, 10);
  return {
    statusIds: [s],
    branchIds: [world.ids.branch(t, b)],
    deadlineDateRange: { from: day(-30), to: day(60) },
  };
}

const caseList = {
  id: 'case-list',
  label: 'case list (status + branch + deadline range)',
  path: '/petition/list',
  probe: (world, call) => probeCall(world, call, caseList),
  request(world) {
    const p = world.pick();
    const b = world.rand(world.branches);
    const s = world.rand(world.statusCount);
    return {
      host: p.host,
      token: p.token,
      v: { t: p.t, b, s },
      payload: { list: 'cases', perpage: 25, matcher: caseFilter(world, p.t, b, s) },
    };
  },
  sql: {
    // The API's own statement (lib/api-sql.mjs): branch and status vary (a status id is 1 … 12;
    // no other parameter of the list's statement is a number that small).
    head: (world) => setLines({ t: [1, world.plan.tenants], b: [1, world.branches], s: [1, world.statusCount] }),
    vary: (v, world) => [
      [world.ids.branch(v.t, v.b), branchExpr],
      [String(v.s), ':s'],
    ],
    // listCases: one statement — the page (perpage + 1 rows, default sort updatedAt desc) with the
    // count as a scalar subquery (issue 21.2; no joins: the filter reads petitions only).
    body: (v) => {
      const where = `${LIVE_CASES} AND p.status_id IN (${v.s}) AND p.branch_id IN (bench_uuid('bench-branch-' || ${v.t} || '-' || ${v.b}))
   AND p.deadline_date >= current_date - 30 AND p.deadline_date <= current_date + 60`;
      const total = `,
       (SELECT count(*) FROM petitions p WHERE ${where}) AS total`;
      return caseSelect(where, 'p.updated_at DESC, p.id DESC', 26, 'cast(p.updated_at as text)', total);
    },
    pgbench: (world, form) =>
      pgbenchScript(
        { t: [1, world.plan.tenants], b: [1, world.branches], s: [1, world.statusCount] },
        caseList.sql.body,
        form,
      ),
    direct(world) {
      const v = { t: world.rand(world.plan.tenants), b: world.rand(world.branches), s: world.rand(world.statusCount) };
      return tx(v, caseList.sql.body(v));
    },
  },
};

/** The last page of a tenant's whole /cases list (default sort), reached by a keyset cursor. */
const caseLastPage = {
  id: 'case-last-page',
  label: 'case list, last page by cursor',
  path: '/petition/list',
  /**
   * Before the API starts: the cursor of the last page of up to 200 tenants (always the largest),
   * i.e. the row 26th from the end in (updated_at desc, id desc), encoded as the API encodes it;
   * kept in bench_cursors for pgbench (read before the tenant transaction, as the owner).
   */
  async prepare(world, sqlExec) {
    const n = Math.min(world.plan.tenants, 200);
    const picks = [
      1,
      ...Array.from({ length: n - 1 }, (_, i) => 2 + Math.floor((i * (world.plan.tenants - 1)) / (n - 1))),
    ].filter((t, i, xs) => xs.indexOf(t) === i);
    await sqlExec(
      `CREATE TABLE IF NOT EXISTS bench_cursors (n int PRIMARY KEY, t int NOT NULL, k text NOT NULL, cid uuid NOT NULL)`,
    );
    world.cursors = [];
    for (const t of picks) {
      const rows = await sqlExec(`SELECT cast(p.updated_at as text) AS k, p.id::text AS id FROM petitions p
        WHERE p.tenant_id = bench_uuid('bench-tenant-${t}') AND ${LIVE_CASES}
        ORDER BY p.updated_at DESC, p.id DESC OFFSET ${Math.max(0, world.plan.perTenant[t - 1] - 26)} LIMIT 1`);
      if (!rows[0]) continue;
      world.cursors.push({ t, k: rows[0].k, id: rows[0].id });
      await sqlExec(
        `INSERT INTO bench_cursors VALUES (${world.cursors.length}, ${t}, '${rows[0].k}', '${rows[0].id}')`,
      );
    }
  },
  probe: (world, call) =>
    world.cursors?.length ? probeCall(world, call, caseLastPage) : { ok: false, note: 'not built (no cases seeded)' },
  request(world) {
    const c = world.cursors[world.rand(world.cursors.length) - 1];
    const u = world.rand(world.users);
    const cursor = Buffer.from(JSON.stringify({ k: c.k, id: c.id })).toString('base64url');
    return {
      host: `${world.ids.slug(c.t)}.localhost`,
      token: world.ids.token(c.t, u),
      v: { t: c.t, k: c.k, cid: c.id },
      payload: { list: 'cases', perpage: 25, cursor, withCount: false },
    };
  },
  sql: {
    // The API's own statement (lib/api-sql.mjs): the cursor's values (read first, as below).
    head: (world) => `\\set n random(1, ${world.cursors.length})\nSELECT t, k, cid FROM bench_cursors WHERE n = :n \\gset\n`,
    vary: (v, _world, form) =>
      form === 'transaction'
        ? [
            [v.k, "':k'"],
            [v.cid, "':cid'"],
          ]
        : [
            [v.k, ':k'],
            [v.cid, ':cid'],
          ],
    body: (v) =>
      caseSelect(
        `${LIVE_CASES} AND (p.updated_at, p.id) < (cast(${v.k} as timestamptz), cast(${v.cid} as uuid))`,
        'p.updated_at DESC, p.id DESC',
        26,
        'cast(p.updated_at as text)',
      ),
    // The cursor is looked up first (one round trip more than the API makes, in both forms); its
    // values are parameters with -M extended, substituted text (quoted) with -M simple.
    pgbench: (world, form = 'read-scope') =>
      `\\set n random(1, ${world.cursors.length})\nSELECT t, k, cid FROM bench_cursors WHERE n = :n \\gset\n${PGBENCH_FORMS[form].wrap({ t: ':t' }, caseLastPage.sql.body(form === 'transaction' ? { k: "':k'", cid: "':cid'" } : { k: ':k', cid: ':cid' }))}`,
    direct(world) {
      const c = world.cursors[world.rand(world.cursors.length) - 1];
      return tx({ t: c.t }, caseLastPage.sql.body({ k: `'${c.k}'`, cid: `'${c.id}'` }));
    },
  },
};

export const SCENARIOS = [caseList, caseLastPage, caseDetails, search, login, peopleList, companyList, ...DASHBOARD_SCENARIOS, ...REPORT_SCENARIOS];
