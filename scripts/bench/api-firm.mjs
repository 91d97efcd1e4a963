/**
 * `pnpm bench:api -- --db pglite-firm` (issue 21 point 3): the embedded default. PGlite in a
 * temporary folder, ONE firm of 20,000 cases (`--firm-cases`), ONE signed-in user making one
 * request after another (no concurrency: what a small office on the embedded database sees).
 * Per endpoint: `--firm-warmup` requests (20) not measured, then `--firm-requests` (200) measured;
 * p50, p90, p99 and max in ms. Target (issue 21): p50 ≤ 30 ms for the case list, case details
 * and global search. Writes its own section `<!-- bench:api-firm -->` of docs/performance.md and
 * bench/results/api-firm.json (BENCH_NO_WRITE=1: console only, for trial runs).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchMeta, mdTable, ms, writeBenchSection, writeResult } from './report.mjs';
import { migrate, openPglite, removeDir } from './lib/db.mjs';
import { percentile } from './lib/load.mjs';
import { BRANCHES_PER_TENANT, ids, LAST_NAMES, seed, STATUS_COUNT } from './lib/seed.mjs';
import { call, startApi } from './lib/server.mjs';

const day = (d) => new Date(Date.now() + d * 86400e3).toISOString().slice(0, 10);

/** The firm's endpoints: (n) → payload for the n-th request (deterministic, varied). */
export function firmEndpoints(cases) {
  const branch = (n) => ids.branch(1, 1 + (n % BRANCHES_PER_TENANT));
  return [
    {
      id: 'case-list',
      label: 'case list, first page (default /cases, with count)',
      path: '/petition/list',
      payload: () => ({ list: 'cases', perpage: 25 }),
    },
    {
      id: 'case-list-filter',
      label: 'case list (status + branch + deadline range)',
      path: '/petition/list',
      payload: (n) => ({
        list: 'cases',
        perpage: 25,
        matcher: {
          statusIds: [1 + (n % STATUS_COUNT)],
          branchIds: [branch(n)],
          deadlineDateRange: { from: day(-30), to: day(60) },
        },
      }),
    },
    {
      id: 'case-list-search',
      label: 'case list, search box (a surname)',
      path: '/petition/list',
      payload: (n) => ({ list: 'cases', perpage: 25, search: LAST_NAMES[n % LAST_NAMES.length] }),
    },
    {
      id: 'case-details',
      label: 'case details',
      path: '/petition/details',
      payload: (n) => ({ petitionId: ids.case(1, 1 + ((n * 7919) % cases)) }),
    },
    {
      id: 'search',
      label: 'global search (a surname)',
      path: '/search/global',
      payload: (n) => ({ q: LAST_NAMES[n % LAST_NAMES.length], limit: 8 }),
    },
    {
      id: 'search-partial',
      label: 'global search (three letters inside a surname)',
      path: '/search/global',
      payload: (n) => ({ q: LAST_NAMES[n % LAST_NAMES.length].slice(1, 4), limit: 8 }),
    },
    {
      id: 'search-case-number',
      label: 'global search (part of a case number)',
      path: '/search/global',
      payload: (n) => ({ q: `2026-0${String(1 + ((n * 131) % 999)).padStart(3, '0')}`, limit: 8 }),
    },
  ];
}

/**
 * Runs the scenario and writes its section. `opt`: { firmCases, firmRequests, firmWarmup, port, keep, only }.
 */
export async function runFirm(opt) {
  const cases = opt.firmCases;
  const meta = benchMeta();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passage-bench-firm-'));
  console.log(`\n▶ PGlite, one firm of ${cases} cases, one user (${dataDir})`);
  let plan;
  let api;
  const rows = [];
  try {
    migrate({ DATA_DIR: dataDir });
    const pg = await openPglite(dataDir);
    try {
      plan = await seed(pg, { tenants: 1, cases });
    } finally {
      await pg.close();
    }
    api = await startApi({ port: opt.port, env: { DATA_DIR: dataDir }, label: 'api-firm' });
    const base = api.base;
    const host = `${ids.slug(1)}.localhost`;
    const token = ids.token(1, 1);
    for (const ep of firmEndpoints(cases)) {
      if (opt.only && !opt.only.includes(ep.id)) continue;
      const probe = await call(base, host, ep.path, ep.payload(0), token);
      if (probe.status !== 200) {
        const note = `probe answered ${probe.status}: ${JSON.stringify(probe.body).slice(0, 160)}`;
        console.log(`  ${ep.id}: ${note}`);
        rows.push({ scenario: ep.id, label: ep.label, note });
        continue;
      }
      for (let n = 0; n < opt.firmWarmup; n++) await call(base, host, ep.path, ep.payload(n), token);
      const lat = [];
      let errors = 0;
      for (let n = 0; n < opt.firmRequests; n++) {
        const t = process.hrtime.bigint();
        const r = await call(base, host, ep.path, ep.payload(n), token);
        lat.push(Number(process.hrtime.bigint() - t) / 1e6);
        if (r.status !== 200) errors++;
      }
      lat.sort((a, b) => a - b);
      const row = {
        scenario: ep.id,
        label: ep.label,
        requests: lat.length,
        p50: percentile(lat, 50),
        p90: percentile(lat, 90),
        p95: percentile(lat, 95),
        p99: percentile(lat, 99),
        max: lat.at(-1),
        errors,
        answered: probe.body?.result?.count ?? probe.body?.result?.total ?? null,
      };
      console.log(
        `  ${ep.id}: p50 ${ms(row.p50)} ms, p90 ${ms(row.p90)} ms, p95 ${ms(row.p95)} ms, p99 ${ms(row.p99)} ms, max ${ms(row.max)} ms, errors ${errors}`,
      );
      rows.push(row);
    }
  } finally {
    await api?.stop();
    if (!opt.keep) removeDir(dataDir);
    else console.log(`  kept ${dataDir}`);
  }
  const result = {
    ...meta,
    options: { firmCases: cases, firmRequests: opt.firmRequests, firmWarmup: opt.firmWarmup },
    mode: api?.mode,
    seedSeconds: plan?.seconds,
    rows,
  };
  if (process.env.BENCH_NO_WRITE) {
    // A trial run (e.g. before and after a change on a shared machine): figures on the console only.
    console.log('\nbench:api pglite-firm: BENCH_NO_WRITE set, nothing written');
    return result;
  }
  writeResult('api-firm', result);
  const table = rows.map((r) =>
    r.note
      ? [r.label, '', '', '', '', '', '', r.note]
      : [r.label, r.requests, ms(r.p50), ms(r.p90), ms(r.p99), ms(r.max), r.errors, r.p50 <= 30 ? 'yes' : 'no'],
  );
  writeBenchSection('api-firm', 'API on PGlite: one firm of 20,000 cases, one user', result, [
    `\`pnpm bench:api -- --db pglite-firm\`: PGlite (the embedded default) in a temporary folder, migrated and seeded with one firm (\`bench0001\`) of ${cases.toLocaleString('en-US')} cases (${Math.round(cases / 2).toLocaleString('en-US')} beneficiaries, ${Math.round(cases / 20).toLocaleString('en-US')} petitioners, 2 activities per case; seeded in ${(plan?.seconds ?? 0).toFixed(0)} s). One admin, one request after another over one keep-alive connection (no concurrency): ${opt.firmWarmup} requests of warm-up, then ${opt.firmRequests} measured per endpoint, each with a different filter, case or term. API mode: ${api?.mode ?? '–'}. Target (issue 21): p50 ≤ 30 ms for the case list, case details and global search.`,
    '',
    ...mdTable(
      ['endpoint', 'requests', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'errors', 'p50 ≤ 30 ms'],
      table,
      ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---'],
    ),
    '',
  ]);
  console.log('\nbench:api pglite-firm written to docs/performance.md and bench/results/api-firm.json');
  return result;
}
