#!/usr/bin/env node
/**
 * Builds a minimal remote with the project's webpack preset (scripts/webpack/create-config.cjs)
 * against a `shared` package of a given version, and prints the contract its mf-manifest.json
 * declares (ADR 0008). Used by shared/src/federation/contract-build.test.ts to build a remote
 * against the current contract and against the previous minor.
 *
 *   node scripts/contract-probe.cjs --shared-version 1.0.0 --dir /tmp/probe
 *
 * The probe package lives in --dir: `node_modules/shared` is a copy of shared/package.json with
 * the given version whose `src` links to the real shared/src (so the remote compiles the real
 * contract code); the other singletons link to mf-billing's dependencies.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createRemoteConfig, ROOT } = require('./webpack/create-config.cjs');

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const version = arg('--shared-version');
const dir = arg('--dir');
if (!version || !dir) {
  console.error('usage: contract-probe.cjs --shared-version <x.y.z> --dir <empty dir>');
  process.exit(2);
}

const pkgDir = path.resolve(dir);
fs.mkdirSync(path.join(pkgDir, 'src'), { recursive: true });
fs.mkdirSync(path.join(pkgDir, 'node_modules', 'shared'), { recursive: true });
fs.writeFileSync(
  path.join(pkgDir, 'package.json'),
  JSON.stringify({ name: 'mf-contract-probe', version: '0.0.0', private: true }),
);
fs.writeFileSync(path.join(pkgDir, 'src', 'index.ts'), "import('./remote');\n");
fs.writeFileSync(
  path.join(pkgDir, 'src', 'remote.tsx'),
  [
    "import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';",
    '',
    "export const remote: RemoteModule = { id: 'mf-billing', contractVersion: CONTRACT_VERSION, pages: {} };",
    '',
  ].join('\n'),
);
const sharedPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8'));
fs.writeFileSync(
  path.join(pkgDir, 'node_modules', 'shared', 'package.json'),
  JSON.stringify({ ...sharedPkg, version }),
);
const link = (target, at) => {
  if (!fs.existsSync(at)) fs.symlinkSync(target, at);
};
link(path.join(ROOT, 'shared', 'src'), path.join(pkgDir, 'node_modules', 'shared', 'src'));
const billingModules = path.join(ROOT, 'mf-billing', 'node_modules');
for (const name of fs.readdirSync(billingModules)) {
  if (name === 'shared' || name === '.bin') continue;
  link(path.join(billingModules, name), path.join(pkgDir, 'node_modules', name));
}

const config = createRemoteConfig({ pkgDir, mode: 'development', outDir: path.join(pkgDir, 'dist') });
config.cache = false;
config.devtool = false;
webpack(config, (err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, 'dist', 'mf-manifest.json'), 'utf8'));
  process.stdout.write(
    JSON.stringify({
      manifest: path.join(pkgDir, 'dist', 'mf-manifest.json'),
      shared: manifest.shared.map((s) => ({ name: s.name, version: s.version })),
    }) + '\n',
  );
});
