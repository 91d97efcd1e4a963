#!/usr/bin/env node
/**
 * `pnpm bench:api` (issue 3 "Measure", issue 9 point 2). For each database (the local PostgreSQL
 * in a dedicated database `passage_bench`, dropped after; PGlite in a temporary folder):
 *   1. migrate with the API's migrations, bulk-seed (lib/seed.mjs: 1,000 tenants, 1,000,000 cases
 *      unevenly — one tenant holds 200,000 — with petitioners, beneficiaries and activity);
 *   2. start the API from its build (api/dist/main.js) on 127.0.0.1:<port>;
 *   3. per endpoint: warm up, then autocannon at each fixed rate and once unthrottled, a random
 *      tenant and user per request (pre-made sessions; login uses the password);
 *   4. beside the list and details: the same SQL straight to the database — pgbench on
 *      PostgreSQL, an in-process loop on PGlite — so the API's overhead is a ratio.
 * Endpoints whose call does not exist yet are reported as "not built".
 *
 * Options: --duration 60 --warmup 10 --rates 100,300,800 --db postgres,pglite,pglite-firm --tenants 1000
 *          --cases 1000000 --pglite-cases 100000 --port 4310 --only login,details --keep
 *          --reuse (skip the seed: the database an earlier --keep run left)
 *          --firm-cases 20000 --firm-requests 200 --firm-warmup 20 (pglite-firm: api-firm.mjs)
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib.mjs';
import { benchMeta, mdTable, ms, args as parseArgs, writeBenchSection, writeResult } from './report.mjs';
import {
  createPgDatabase,
  dropPgDatabase,
  exec,
  migrate,
  openPglite,
  pgClient,
  pgReachable,
  pgUrl,
  removeDir,
} from './lib/db.mjs';
import { runAutocannon, runDirectPglite, runPaced, runPgbench } from './lib/load.mjs';
import {
  BENCH_PASSWORD,
  BRANCHES_PER_TENANT,
  ids,
  LAST_NAMES,
  seed,
  STATUS_COUNT,
  USERS_PER_TENANT,
} from './lib/seed.mjs';
import { call, ensureApiBuild, startApi, startFloor } from './lib/server.mjs';
import { PGBENCH_FORMS, SCENARIOS } from './lib/api-scenarios.mjs';
import { captureApiStatements, pgbenchFromApi } from './lib/api-sql.mjs';
import { runFirm } from './api-firm.mjs';

const a = parseArgs();
const opt = {
  duration: Number(a.duration ?? 60),
  warmup: Number(a.warmup ?? 10),
  rates: String(a.rates ?? '100,300,800')
    .split(',')
    .map(Number),
  dbs: String(a.db ?? 'postgres,pglite,pglite-firm').split(','),
  tenants: Number(a.tenants ?? 1000),
  cases: Number(a.cases ?? 1_000_000),
  pgliteCases: Number(a['pglite-cases'] ?? 100_000),
  port: Number(a.port ?? 4310),
  only: a.only ? String(a.only).split(',') : null,
  keep: Boolean(a.keep),
  reuse: Boolean(a.reuse),
  // Writes each pgbench script (scenario.form.sql) into this folder, to read or EXPLAIN by hand.
  sqlDir: a['sql-dir'] ? String(a['sql-dir']) : null,
  // Also runs the floor (lib/floor-server.mjs: Fastify + node-postgres + the captured statement, nothing else) at max.
  floor: Boolean(a.floor),
  // Extra node flags for the API process, comma-separated (e.g. --node-args=--cpu-prof,--cpu-prof-dir=/tmp/prof).
  nodeArgs: a['node-args'] ? String(a['node-args']).split(',') : [],
  connections: Number(a.connections ?? 100),
  maxConnections: Number(a['max-connections'] ?? 10),
  // PGlite is one connection in one process: at the PostgreSQL rates its queue only overflows
  // (every request times out), so it gets its own, lower rates and fewer connections.
  pgliteRates: String(a['pglite-rates'] ?? '25,50,100')
    .split(',')
    .map(Number),
  pgliteConnections: Number(a['pglite-connections'] ?? 10),
  // The embedded default (api-firm.mjs): one firm, one user, sequential requests.
  firmCases: Number(a['firm-cases'] ?? 20_000),
  firmRequests: Number(a['firm-requests'] ?? 200),
  firmWarmup: Number(a['firm-warmup'] ?? 20),
};
if (opt.port === 4000) throw new Error('port 4000 is reserved for e2e runs');

const rand = (n) => 1 + Math.floor(Math.random() * n);

/** Everything a scenario needs to make requests and SQL for a random tenant. */
function makeWorld(plan, base) {
  return {
    plan,
    base,
    statusCount: STATUS_COUNT,
    branches: BRANCHES_PER_TENANT,
    users: USERS_PER_TENANT,
    password: BENCH_PASSWORD,
    lastNames: LAST_NAMES,
    ids,
    rand,
    /** A random tenant (uniform over tenants) and one of its users, with its session token. */
    pick() {
      const t = rand(plan.tenants);
      const u = rand(USERS_PER_TENANT);
      return { t, u, host: `${ids.slug(t)}.localhost`, token: ids.token(t, u), cases: plan.perTenant[t - 1] };
    },
  };
}

/**
 * Waits until the API answers /readyz (a database round trip) within 300 ms: requests that timed
 * out at the client are still queued in the server (on PGlite, behind its one connection), and the
 * next run must not measure that backlog. Gives up after 120 s.
 */
async function drain(base) {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    const t = Date.now();
    try {
      await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(30_000) });
    } catch {
      /* still busy */
    }
    if (Date.now() - t < 300) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * After the seed, before the API starts (PGlite allows one user of its folder): bench_tenants
 * (cases per tenant, for pgbench's random case) and each scenario's own preparation (cursors).
 * These helper tables have no tenant_id and are read by pgbench as the owner, never by the API.
 */
async function prepare(db, plan) {
  const world = makeWorld(plan, null);
  const sqlExec = (text) => exec(db, text);
  await sqlExec(`CREATE TABLE bench_tenants (t int PRIMARY KEY, cases int NOT NULL);
    INSERT INTO bench_tenants SELECT t, c FROM unnest(ARRAY[${plan.perTenant.join(',')}]::int[]) WITH ORDINALITY AS x(c, t);`);
  if (plan.withCases) {
    for (const sc of SCENARIOS) {
      if (sc.prepare && (!opt.only || opt.only.includes(sc.id))) await sc.prepare(world, sqlExec);
    }
  }
  return world;
}

/**
 * --reuse: the database a run with --keep left (same tenants and cases), if there is one; its
 * plan and the scenarios' preparation (cursors) are read back instead of seeding again. For trial
 * runs while working on the API; figures for the record come from a fresh seed.
 */
async function reuseSeed(dbName) {
  const url = pgUrl(dbName);
  let c;
  try {
    c = await pgClient(url);
  } catch {
    return null;
  }
  try {
    const { rows } = await c.query('SELECT plan, extra FROM bench_plan');
    const plan = rows[0]?.plan;
    if (!plan || plan.tenants !== opt.tenants || plan.cases !== opt.cases) return null;
    return { url, plan, extra: rows[0].extra };
  } catch {
    return null;
  } finally {
    await c.end();
  }
}

async function benchOneDb(kind, results) {
  const label = kind === 'postgres' ? 'PostgreSQL 127.0.0.1:5432' : 'PGlite (embedded, one connection)';
  const cases = kind === 'postgres' ? opt.cases : opt.pgliteCases;
  let url;
  let dataDir;
  const dbName = 'passage_bench';
  console.log(`\n▶ ${label}: migrate and seed ${opt.tenants} tenants, ${cases} cases`);
  const reused = kind === 'postgres' && opt.reuse ? await reuseSeed(dbName) : null;
  if (reused) {
    url = reused.url;
    results.plan = reused.plan;
    results.world = Object.assign(makeWorld(reused.plan, null), reused.extra);
    console.log(`  reusing ${dbName} (kept by an earlier --keep run): ${reused.plan.cases} cases`);
  } else if (kind === 'postgres') {
    url = await createPgDatabase(dbName);
    migrate({ DATABASE_URL: url });
    const c = await pgClient(url);
    try {
      await c.query("SET maintenance_work_mem = '512MB'; SET synchronous_commit = off");
      results.plan = await seed(c, { tenants: opt.tenants, cases });
      results.world = await prepare(c, results.plan);
      if (opt.keep) {
        // what --reuse needs to skip the seed next time
        const { cursors } = results.world;
        await c.query('CREATE TABLE bench_plan (plan jsonb NOT NULL, extra jsonb NOT NULL)');
        await c.query('INSERT INTO bench_plan VALUES ($1, $2)', [results.plan, { cursors }]);
      }
    } finally {
      await c.end();
    }
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'passage-bench-pglite-'));
    migrate({ DATA_DIR: dataDir });
    const pg = await openPglite(dataDir);
    try {
      results.plan = await seed(pg, { tenants: opt.tenants, cases });
      results.world = await prepare(pg, results.plan);
    } finally {
      await pg.close();
    }
  }
  const plan = results.plan;
  const env = kind === 'postgres' ? { DATABASE_URL: url } : { DATA_DIR: dataDir };
  const rows = [];
  let api;
  let mode;
  try {
    // The statements each call sends, from the API itself (lib/api-sql.mjs), for pgbench's "same SQL".
    const captured =
      kind === 'postgres'
        ? await captureApiStatements({
            port: opt.port,
            env,
            scenarios: SCENARIOS.filter((sc) => !opt.only || opt.only.includes(sc.id)),
            world: results.world,
          })
        : new Map();
    api = await startApi({ port: opt.port, env, label: `api-${kind}`, nodeArgs: opt.nodeArgs });
    mode = api.mode;
    const world = results.world;
    world.base = api.base;
    for (const sc of SCENARIOS) {
      if (opt.only && !opt.only.includes(sc.id)) continue;
      const probe = await sc.probe(world, call);
      if (!probe.ok) {
        console.log(`  ${sc.id}: ${probe.note}`);
        rows.push({ scenario: sc.id, label: sc.label, runner: 'API', note: probe.note });
        continue;
      }
      const next = () => sc.request(world);
      const rates = kind === 'pglite' ? opt.pgliteRates : opt.rates;
      const connections = kind === 'pglite' ? opt.pgliteConnections : opt.connections;
      await drain(api.base);
      console.log(`  ${sc.id}: warm-up ${opt.warmup} s`);
      await runAutocannon({
        base: api.base,
        apiPath: sc.path,
        next,
        rate: rates[0],
        duration: opt.warmup,
        connections,
      });
      for (const rate of [...rates, null]) {
        await drain(api.base);
        // fixed rates: open-loop arrivals spread over time (as pgbench -R); unthrottled: autocannon
        const cpuBefore = api.cpuMs?.();
        const r = await (rate ? runPaced : runAutocannon)({
          base: api.base,
          apiPath: sc.path,
          next,
          rate,
          duration: opt.duration,
          connections: rate ? connections : opt.maxConnections,
        });
        // The API process's CPU time per answered request: what one core's worth of requests costs,
        // and the figure least disturbed by whatever else the machine runs.
        const answered = r.rps * opt.duration;
        if (cpuBefore !== undefined && answered > 0) r.cpuMsPerRequest = (api.cpuMs() - cpuBefore) / answered;
        console.log(
          `  ${sc.id} API @${r.rate}: ${r.rps.toFixed(0)} rps, p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, p99 ${ms(r.p99)} ms, errors ${r.errors}${r.cpuMsPerRequest ? `, API CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request` : ''}`,
        );
        rows.push({ scenario: sc.id, label: sc.label, runner: 'API', ...r });
      }
      if (opt.floor && kind === 'postgres' && captured.get(sc.id)?.statements.length === 1) {
        // The least any Node server does for this call (one statement, no API around it), at max.
        const floor = await startFloor({
          port: opt.port + 1,
          url,
          statement: captured.get(sc.id).statements[0],
          tenantKey: `bench-tenant-${captured.get(sc.id).v.t}`,
        });
        try {
          const cpuBefore = floor.cpuMs?.();
          const r = await runAutocannon({
            base: floor.base,
            apiPath: '/floor',
            next: () => ({ host: '127.0.0.1', payload: {} }),
            rate: null,
            duration: opt.duration,
            connections: opt.maxConnections,
          });
          if (cpuBefore !== undefined && r.rps > 0) r.cpuMsPerRequest = (floor.cpuMs() - cpuBefore) / (r.rps * opt.duration);
          console.log(
            `  ${sc.id} floor @max: ${r.rps.toFixed(0)} rps, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms, errors ${r.errors}${r.cpuMsPerRequest ? `, CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request` : ''}`,
          );
          rows.push({ scenario: sc.id, label: sc.label, runner: 'floor (Fastify + node-postgres, the statement alone)', ...r });
        } finally {
          await floor.stop();
        }
      }
      if (!sc.sql) continue;
      // The same SQL straight to the database. PGlite allows one user of its folder: stop the API.
      if (kind === 'postgres') {
        // As the API sends it (read scope: one message per statement), at each rate and at max;
        // then at max the way earlier runs did (a tenant transaction, one round trip per statement).
        const forms = [...[...opt.rates, null].map((rate) => ({ rate, form: 'read-scope' })), { rate: null, form: 'transaction' }];
        for (const { rate, form } of forms) {
          const { script, defines } = captured.has(sc.id)
            ? pgbenchFromApi(sc, world, captured.get(sc.id), form)
            : { script: sc.sql.pgbench(world, form), defines: [] };
          if (opt.sqlDir && rate === null) {
            mkdirSync(opt.sqlDir, { recursive: true });
            writeFileSync(path.join(opt.sqlDir, `${sc.id}.${form}.sql`), script);
            if (defines.length) writeFileSync(path.join(opt.sqlDir, `${sc.id}.${form}.defines`), `${defines.join('\n')}\n`);
          }
          if (rate === null && form === 'read-scope') {
            results.sqlSource ??= {};
            results.sqlSource[sc.id] = captured.has(sc.id) ? 'captured from the API' : 'hand-written (lib/api-scenarios.mjs)';
          }
          const r = await runPgbench({
            url,
            script,
            defines,
            protocol: PGBENCH_FORMS[form].protocol,
            rate,
            duration: opt.duration,
            clients: rate ? 20 : opt.maxConnections,
          });
          const runner = form === 'read-scope' ? 'pgbench' : 'pgbench (transaction)';
          console.log(
            `  ${sc.id} ${runner} @${r.rate}: ${r.rps.toFixed(0)} tps, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms, errors ${r.errors}`,
          );
          rows.push({ scenario: sc.id, label: sc.label, runner, ...r });
        }
      } else {
        await api.stop();
        const pg = await openPglite(dataDir);
        try {
          const r = await runDirectPglite({ pg, nextStatements: () => sc.sql.direct(world), duration: opt.duration });
          console.log(
            `  ${sc.id} direct @max: ${r.rps.toFixed(0)} q/s, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms, errors ${r.errors}`,
          );
          rows.push({ scenario: sc.id, label: sc.label, runner: 'direct SQL (in process)', ...r });
        } finally {
          await pg.close();
        }
        api = await startApi({ port: opt.port, env, label: `api-${kind}`, nodeArgs: opt.nodeArgs });
        world.base = api.base;
      }
    }
  } finally {
    await api?.stop();
    if (kind === 'postgres' && !opt.keep && !opt.reuse) await dropPgDatabase(dbName);
    if (dataDir && !opt.keep) removeDir(dataDir);
  }
  results.rows = rows;
  return {
    kind,
    label,
    cases,
    mode,
    sqlSource: results.sqlSource,
    plan: {
      tenants: plan.tenants,
      cases: plan.cases,
      hot: plan.perTenant[0],
      seedSeconds: plan.seconds,
      withCases: plan.withCases,
    },
    rows,
  };
}

await ensureApiBuild();
// "pglite-firm" has its own section (api-firm.mjs); the multi-tenant section is left alone when it runs alone.
if (opt.dbs.includes('pglite-firm')) {
  await runFirm(opt);
  opt.dbs = opt.dbs.filter((d) => d !== 'pglite-firm');
  if (!opt.dbs.length) process.exit(0);
}
const meta = benchMeta();
const runs = [];
// A run limited to some databases (--db pglite) keeps the other databases' last figures.
let previous = [];
try {
  const old = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'results', 'api.json'), 'utf8'));
  previous = (old.runs ?? []).map((r) => ({ date: old.date, loadBefore: old.loadBefore, options: old.options, ...r }));
} catch {
  /* first run */
}
for (const kind of ['postgres', 'pglite']) {
  if (opt.dbs.includes(kind)) continue;
  const kept = previous.find((r) => r.kind === kind);
  if (kept) runs.push({ ...kept, keptFrom: kept.keptFrom ?? kept.date });
}
for (const kind of opt.dbs) {
  if (kind === 'postgres' && !(await pgReachable())) {
    runs.push({ kind, label: 'PostgreSQL 127.0.0.1:5432', skipped: 'PostgreSQL at 127.0.0.1:5432 is not reachable' });
    continue;
  }
  const loadBefore = Number(os.loadavg()[0].toFixed(2));
  const run = {
    loadBefore,
    options: {
      duration: opt.duration,
      warmup: opt.warmup,
      pgliteRates: opt.pgliteRates,
      pgliteConnections: opt.pgliteConnections,
    },
    ...(await benchOneDb(kind, {})),
  };
  for (const r of run.rows) Object.assign(r, { measuredAt: meta.date, duration: opt.duration, loadBefore });
  // With --only, the other endpoints keep their rows from the last run on this database.
  const last = previous.find((r) => r.kind === kind);
  if (opt.only && last) {
    const lastDate = last.keptFrom ?? last.date;
    const kept = last.rows
      .filter((r) => !opt.only.includes(r.scenario))
      .map((r) => ({ measuredAt: lastDate, duration: last.options?.duration, loadBefore: last.loadBefore, ...r }));
    const order = SCENARIOS.map((sc) => sc.id);
    run.rows = [...run.rows, ...kept].sort((x, y) => order.indexOf(x.scenario) - order.indexOf(y.scenario));
  }
  runs.push(run);
}
runs.sort((x, y) => ['postgres', 'pglite'].indexOf(x.kind) - ['postgres', 'pglite'].indexOf(y.kind));

const result = { ...meta, options: opt, runs };
writeResult('api', result);

const lines = [
  `POST /api/… on loopback, a random tenant (uniform over the ${opt.tenants}) and one of its ${USERS_PER_TENANT} staff users per request. Fixed rates: open-loop arrivals spread over time with exponential gaps, as pgbench -R (lib/load.mjs runPaced, up to ${opt.connections} keep-alive sockets; latency from each request's scheduled time, so queueing counts); p50, p95 and p99 from every answered request. Unthrottled ("max"): autocannon with ${opt.maxConnections} connections. "Same SQL" is the statement the API itself sends for the call, recorded from it before the run (lib/api-sql.mjs: another API process with lib/sql-recorder.cjs preloaded answers each request twice; the values that vary per request become pgbench variables), sent the way the API sends a read-only call's statement: named (prepared), in one pipeline with the named scope statement (role, tenant, read-only, cache epoch) and one Sync, no BEGIN or COMMIT (pgbench -M prepared; api/src/platform/db/read-scope.ts, ADR 0018); "in a transaction" (-M simple, unnamed) wraps it as earlier runs did: BEGIN, SET LOCAL ROLE app_user, set_config(app.tenant_id), the statement, COMMIT, one round trip each. The ratio is API max rps ÷ SQL max rps. "errors" counts requests unanswered after 10 s (autocannon's timeout: the queue overflowed) plus non-2xx answers.`,
  '',
];
for (const run of runs) {
  lines.push(`### ${run.label}`, '');
  lines.push(
    `${run.keptFrom ? `Kept from the run of ${run.keptFrom}` : 'This run'}: ${run.options?.duration ?? opt.duration} s per rate after a ${run.options?.warmup ?? opt.warmup} s warm-up; load average before it ${run.loadBefore ?? '–'}.${run.kind === 'pglite' ? ` Rates ${(run.options?.pgliteRates ?? opt.pgliteRates).join(', ')} rps with ${run.options?.pgliteConnections ?? opt.pgliteConnections} connections (one PGlite connection serves every request in turn).` : ''}`,
    '',
  );
  if (run.skipped) {
    lines.push(`Skipped: ${run.skipped}.`, '');
    continue;
  }
  lines.push(
    `Data: ${run.plan.tenants} tenants, ${run.plan.withCases ? `${run.plan.cases.toLocaleString('en-US')} cases (largest tenant ${run.plan.hot.toLocaleString('en-US')}), 2 activities each,` : 'no case tables yet,'} ${Math.round(run.cases / 2).toLocaleString('en-US')} beneficiaries, ${Math.round(run.cases / 20).toLocaleString('en-US')} petitioners; seeded in ${run.plan.seedSeconds.toFixed(0)} s. API mode: ${run.mode}.${run.kind === 'pglite' ? ' Smaller than PostgreSQL on purpose (PGlite is single-threaded WASM; the seed and runs scale with it).' : ''}`,
    '',
  );
  if (run.sqlSource) {
    lines.push(
      `Same SQL: ${Object.entries(run.sqlSource)
        .map(([id, src]) => `${id} ${src}`)
        .join('; ')}.`,
      '',
    );
  }
  const table = [];
  for (const r of run.rows) {
    if (r.note) {
      table.push([r.label, r.runner, '', '', '', '', '', '', '', r.note]);
      continue;
    }
    const mixed = new Set(run.rows.map((x) => x.measuredAt)).size > 1;
    const when =
      mixed && r.measuredAt
        ? `${r.measuredAt.slice(0, 16).replace('T', ' ')}, ${r.duration} s, load ${r.loadBefore}`
        : '';
    table.push([r.label, r.runner, r.rate, r.rps.toFixed(0), ms(r.p50), r.p95 == null ? '–' : ms(r.p95), ms(r.p99), r.errors, r.cpuMsPerRequest ? r.cpuMsPerRequest.toFixed(2) : '–', when]);
  }
  for (const id of new Set(run.rows.map((r) => r.scenario))) {
    const apiMax = run.rows.find((r) => r.scenario === id && r.runner === 'API' && r.rate === 'max');
    for (const [runner, label] of [
      [(r) => r.runner === 'pgbench' || r.runner.startsWith('direct'), 'API ÷ same SQL (max)'],
      [(r) => r.runner === 'pgbench (transaction)', 'API ÷ same SQL in a transaction (max)'],
    ]) {
      const sqlMax = run.rows.find((r) => r.scenario === id && runner(r) && r.rate === 'max');
      if (apiMax && sqlMax) table.push([apiMax.label, label, '', `${((100 * apiMax.rps) / sqlMax.rps).toFixed(0)} %`, '', '', '', '', '', '']);
    }
    // The floor (--floor): what any Node server reaches on this machine, and the API's distance to it.
    const floorMax = run.rows.find((r) => r.scenario === id && r.runner.startsWith('floor') && r.rate === 'max');
    const preparedMax = run.rows.find((r) => r.scenario === id && r.runner === 'pgbench' && r.rate === 'max');
    if (floorMax && preparedMax) table.push([floorMax.label, 'floor ÷ same SQL (max)', '', `${((100 * floorMax.rps) / preparedMax.rps).toFixed(0)} %`, '', '', '', '', '', '']);
    if (floorMax && apiMax) table.push([apiMax.label, 'API ÷ floor (max)', '', `${((100 * apiMax.rps) / floorMax.rps).toFixed(0)} %`, '', '', '', '', '', '']);
  }
  lines.push(
    ...mdTable(['endpoint', 'runner', 'target rps', 'achieved rps', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'API CPU ms / request', 'note'], table, [
      '---',
      '---',
      '---:',
      '---:',
      '---:',
      '---:',
      '---:',
      '---:',
      '---:',
      '---',
    ]),
    '',
  );
}
writeBenchSection('api', 'API (autocannon, pgbench)', result, lines);
console.log('\nbench:api written to docs/performance.md and bench/results/api.json');
