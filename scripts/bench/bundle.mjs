#!/usr/bin/env node
/**
 * `pnpm bench:bundle`: gzip sizes of the shell (all its JS+CSS) and of each remote's entry, its
 * largest page chunk and all its lazy pages (shared singletons come from the shell), against the
 * budgets in bench/budgets.json. Without --check it writes a table to docs/performance.md and
 * JSON under bench/results/ (rows over budget marked) and exits 0. `--check` (used by `npm test`) only
 * compares sizes with the budgets and exits 1 when one is exceeded: size is deterministic.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, ROOT } from '../lib.mjs';
import { benchMeta, writeBenchSection, writeResult } from './report.mjs';

const check = process.argv.includes('--check');
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
  // `case-kit` is a singleton between remotes but the shell does not provide it: a page that needs
  // one of its entries fetches this remote's copy (unless another remote loaded it first), so its
  // chunks count with the lazy pages (docs/case-kit.md). The manifest lists them under `shared` only.
  for (const shared of manifest.shared ?? []) {
    if (!shared.name.startsWith('case-kit/')) continue;
    for (const kind of ['js', 'css']) for (const f of [...shared.assets[kind].sync, ...shared.assets[kind].async]) lazyFiles.add(f);
  }
  const sum = (files) => [...files].reduce((s, f) => s + gz(path.join(dir, f)), 0);
  const lazy = [...lazyFiles].map((f) => gz(path.join(dir, f)));
  return {
    entry: sum(entryFiles),
    lazy: lazy.reduce((a, b) => a + b, 0),
    largestPage: Math.max(0, ...lazy),
    files: entryFiles.size + lazyFiles.size,
  };
}

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8'));
const rows = [];
const over = [];
const shell = shellInitial();
rows.push({
  package: 'shell',
  what: 'all JS+CSS',
  files: shell.files,
  gzip: shell.bytes,
  budget: budgets.shell.totalGzip,
});
for (const remote of REMOTES) {
  const r = remoteSizes(remote);
  const b = { ...budgets.remoteDefault, ...(budgets.remotes[remote] ?? {}) };
  rows.push({ package: remote, what: 'entry', files: r.files, gzip: r.entry, budget: b.entryGzip });
  rows.push({ package: remote, what: 'largest page chunk', files: '', gzip: r.largestPage, budget: b.pageGzip });
  rows.push({ package: remote, what: 'all lazy pages', files: '', gzip: r.lazy, budget: b.lazyGzip });
}
for (const row of rows)
  if (row.gzip > row.budget)
    over.push(`${row.package} ${row.what}: ${kb(row.gzip)} KiB > budget ${kb(row.budget)} KiB`);

console.log('package        what                 files    gzip KiB   budget KiB');
for (const r of rows) {
  console.log(
    `${r.package.padEnd(14)} ${r.what.padEnd(20)} ${String(r.files).padStart(5)}   ${kb(r.gzip).padStart(9)}   ${kb(r.budget).padStart(10)}`,
  );
}
if (over.length) {
  console.error(`\nBundle budget exceeded:\n  ${over.join('\n  ')}`);
  // The check fails; the report (no --check) still writes the figures, marked, so they can be read.
  if (check) process.exit(1);
} else if (check) {
  console.log('bundle budgets: all within budget');
  process.exit(0);
}

// One React per page is asserted in the browser by e2e/tests/federation.spec.ts (a remote's own
// react/react-dom chunks are never fetched); this bench reports sizes only.
const result = { ...benchMeta(), rows };
writeResult('bundle', result);
writeBenchSection('bundle', 'Bundles (gzip)', result, [
  '| package | what | files | gzip KiB | budget KiB |',
  '|---|---|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.package} | ${r.what} | ${r.files} | ${kb(r.gzip)} | ${kb(r.budget)}${r.gzip > r.budget ? ' **over**' : ''} |`,
  ),
  '',
  'React copies per page: 1 (asserted for one page of every remote by e2e/tests/federation.spec.ts).',
]);
