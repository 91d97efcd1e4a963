#!/usr/bin/env node
/**
 * `pnpm bench:bundle`: gzip sizes of the shell (all its JS+CSS) and of each remote's entry, its
 * largest page chunk and all its lazy pages (shared singletons come from the shell), against the
 * budgets in bench/budgets.json. Without --check it also loads one page of
 * every remote in Chromium and counts the React copies executed (must be 1), then writes a table
 * to docs/performance.md and JSON under bench/results/. `--check` (used by `npm test`) only
 * compares sizes with the budgets and exits 1 when one is exceeded: size is deterministic.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, ROOT } from '../lib.mjs';
import { writeBenchSection } from './report.mjs';

const check = process.argv.includes('--check');
/** One page of each remote (a list page from the route catalogue). */
const SAMPLE_PATHS = {
  'mf-cases': '/cases',
  'mf-perm-gc': '/perm',
  'mf-lca-pwd': '/lcalist',
  'mf-people': '/beneficiaries',
  'mf-billing': '/invoice-list',
  'mf-comms': '/messages',
  'mf-reports': '/dashboard',
  'mf-settings': '/basic-settings',
};
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

function shellInitial() {
  const dir = path.join(ROOT, 'shell', 'dist');
  const files = readdirSync(dir).filter((f) => /\.(js|css)$/.test(f));
  // With loaded-first sharing the shell provides every singleton, so all of its JS is initial.
  return { files: files.length, bytes: files.reduce((s, f) => s + gz(path.join(dir, f)), 0) };
}

/**
 * A remote's entry (manifest + remoteEntry.js + the exposed module's sync chunks: what every first
 * visit fetches) and its lazy page chunks (each visit fetches only the page it shows). Shared
 * singletons come from the shell and are not counted.
 */
function remoteSizes(remote) {
  const dir = path.join(ROOT, remote, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const entryFiles = new Set(['remoteEntry.js', 'mf-manifest.json']);
  const lazyFiles = new Set();
  for (const expose of manifest.exposes) {
    for (const kind of ['js', 'css']) {
      for (const f of expose.assets[kind].sync) entryFiles.add(f);
      for (const f of expose.assets[kind].async) lazyFiles.add(f);
    }
  }
  const sum = (files) => [...files].reduce((s, f) => s + gz(path.join(dir, f)), 0);
  const lazy = [...lazyFiles].map((f) => gz(path.join(dir, f)));
  return { entry: sum(entryFiles), lazy: lazy.reduce((a, b) => a + b, 0), largestPage: Math.max(0, ...lazy), files: entryFiles.size + lazyFiles.size };
}

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8'));
const rows = [];
const over = [];
const shell = shellInitial();
rows.push({ package: 'shell', what: 'all JS+CSS', files: shell.files, gzip: shell.bytes, budget: budgets.shell.totalGzip });
for (const remote of REMOTES) {
  const r = remoteSizes(remote);
  const b = { ...budgets.remoteDefault, ...(budgets.remotes[remote] ?? {}) };
  rows.push({ package: remote, what: 'entry', files: r.files, gzip: r.entry, budget: b.entryGzip });
  rows.push({ package: remote, what: 'largest page chunk', files: '', gzip: r.largestPage, budget: b.pageGzip });
  rows.push({ package: remote, what: 'all lazy pages', files: '', gzip: r.lazy, budget: b.lazyGzip });
}
for (const row of rows) if (row.gzip > row.budget) over.push(`${row.package} ${row.what}: ${kb(row.gzip)} KiB > budget ${kb(row.budget)} KiB`);

console.log('package        what                 files    gzip KiB   budget KiB');
for (const r of rows) {
  console.log(`${r.package.padEnd(14)} ${r.what.padEnd(20)} ${String(r.files).padStart(5)}   ${kb(r.gzip).padStart(9)}   ${kb(r.budget).padStart(10)}`);
}
if (over.length) {
  console.error(`\nBundle budget exceeded:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
if (check) {
  console.log('bundle budgets: all within budget');
  process.exit(0);
}

const reactCopies = await countReactCopies();
console.log(`\nReact copies executed on a page of every remote: ${JSON.stringify(reactCopies)}`);
const commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
const result = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, commit, rows, reactCopies };
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench', 'results', 'bundle.json'), JSON.stringify(result, null, 2));
writeBenchSection('bundle', 'Bundles (gzip)', result, [
  '| package | what | files | gzip KiB | budget KiB |',
  '|---|---|---:|---:|---:|',
  ...rows.map((r) => `| ${r.package} | ${r.what} | ${r.files} | ${kb(r.gzip)} | ${kb(r.budget)} |`),
  '',
  `React copies executed per page (one page of each remote): ${Object.entries(reactCopies).map(([k, v]) => `${k} ${v}`).join(', ')}`,
]);

/** Starts the built server on a free port and counts distinct react-dom copies that ran per page. */
async function countReactCopies() {
  const { chromium } = await import(path.join(ROOT, 'e2e', 'node_modules', '@playwright', 'test', 'index.mjs'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passage-bench-'));
  const port = 4300 + Math.floor(Math.random() * 500);
  const server = spawn('node', ['api/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'pglite'), STORAGE_DIR: path.join(dataDir, 'files'), NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const reactAssets = new Set();
    for (const pkg of ['shell', ...REMOTES]) {
      const file = path.join(ROOT, pkg, 'dist', 'mf-manifest.json');
      if (!existsSync(file)) continue;
      for (const s of JSON.parse(readFileSync(file, 'utf8')).shared) {
        if (s.name === 'react-dom') for (const f of s.assets.js.sync) reactAssets.add(`${pkg}/${f}`);
      }
    }
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const out = {};
    const samplePaths = SAMPLE_PATHS;
    for (const remote of REMOTES) {
      const page = await browser.newPage();
      const loaded = new Set();
      page.on('response', (r) => {
        const u = new URL(r.url());
        const m = u.pathname.match(/^\/(?:remotes\/)?([^/]+)\/([^/]+\.js)$/);
        const pkg = u.pathname.startsWith('/remotes/') ? m?.[1] : 'shell';
        const file = u.pathname.split('/').pop();
        if (reactAssets.has(`${pkg}/${file}`)) loaded.add(`${pkg}/${file}`);
      });
      await page.goto(`http://demo.localhost:${port}${samplePaths[remote] ?? '/'}`);
      await page.waitForSelector(`[data-region="${remote}"] [data-build]`, { timeout: 60000 }).catch(() => undefined);
      // react-dom is split over chunks; count the packages whose react-dom ran, not chunk files.
      out[remote] = new Set([...loaded].map((f) => f.split('/')[0])).size;
      await page.close();
    }
    await browser.close();
    return out;
  } finally {
    server.kill('SIGTERM');
  }
}
