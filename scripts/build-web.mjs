#!/usr/bin/env node
/**
 * Builds the shell and the remotes in one webpack MultiCompiler (one process, shared caches,
 * parallelism suited to 2 cores). `--only <pkg>` builds one package, so a remote ships alone.
 * `--watch` rebuilds on change (used by `pnpm dev`). `--mode development` for dev builds.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, WEB_PACKAGES } from './lib.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { createRemoteConfig, createHostConfig } = require('./webpack/create-config.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The remotes come from the one list, shared/remotes.json (read by scripts/lib.mjs).
export { REMOTES, WEB_PACKAGES };

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = arg('--only');
const watch = args.includes('--watch');
const mode = arg('--mode') ?? (watch ? 'development' : 'production');
// `--out-dir` builds one package elsewhere (a redeploy to another address, or a CDN upload).
const outDir = arg('--out-dir') ? path.resolve(arg('--out-dir')) : undefined;

const packages = only ? only.split(',') : WEB_PACKAGES;
if (outDir && packages.length !== 1) {
  console.error('--out-dir needs exactly one package (--only <pkg>)');
  process.exit(2);
}
for (const p of packages) {
  if (!WEB_PACKAGES.includes(p)) {
    console.error(`Unknown web package: ${p}`);
    process.exit(2);
  }
}

const configs = packages.map((p) => {
  const pkgDir = path.join(ROOT, p);
  return p === 'shell' ? createHostConfig({ pkgDir, mode, outDir }) : createRemoteConfig({ pkgDir, mode, outDir });
});
const multi = webpack(configs);
multi.parallelism = 2;

const started = Date.now();
const report = (err, stats) => {
  if (err) {
    console.error(err);
    if (!watch) process.exit(1);
    return;
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const e of info.errors ?? []) console.error(e.message ?? e);
  if (stats.hasErrors()) {
    console.error(`web build failed (${packages.join(', ')})`);
    if (!watch) process.exit(1);
    return;
  }
  console.log(`web build ok: ${packages.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s (${mode})`);
};
if (watch) multi.watch({ aggregateTimeout: 300 }, report);
else multi.run((err, stats) => multi.close(() => report(err, stats)));
