/** Helpers for the two README commands: run steps, install what is missing, report. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The remotes, in sidebar order, from the one list shared/remotes.json (name and sample page). */
const REMOTE_ENTRIES = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'remotes.json'), 'utf8')).remotes;
export const REMOTES = REMOTE_ENTRIES.map((r) => r.name);
/** One list page of each remote (remote → path), as e2e/support/routes.ts samples them. */
export const REMOTE_SAMPLE_PATHS = Object.fromEntries(REMOTE_ENTRIES.map((r) => [r.name, r.samplePath]));
export const WEB_PACKAGES = ['shell', ...REMOTES];

/** Corepack, where still used (the package.json scripts), needs this: the registry mirror strips signatures (STACK.md). */
export const ENV = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };

/**
 * pnpm: the pinned one of the project's runtime (scripts/runtime.mjs) under the README commands,
 * else corepack's (a script started directly on the machine's Node).
 */
const PNPM = process.env.PASSAGE_RUNTIME_BIN
  ? [path.join(process.env.PASSAGE_RUNTIME_BIN, 'pnpm')]
  : ['corepack', 'pnpm'];

export function log(msg) {
  console.log(`\n▶ ${msg}`);
}

/** Runs a command inheriting stdio; resolves with its exit code. */
export function run(cmd, args, { env, ...opts } = {}) {
  return new Promise((resolve) => {
    // The caller's `env` adds to this process's environment; it never replaces it (PATH stays).
    // `node` is this process's own binary (the project's runtime under the README commands).
    if (cmd === 'node') cmd = process.execPath;
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...ENV, ...(env ?? {}) } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

export async function mustRun(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    console.error(`✖ ${cmd} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

export const pnpm = (args, opts) => run(PNPM[0], [...PNPM.slice(1), ...args], opts);
export const mustPnpm = (args, opts) => mustRun(PNPM[0], [...PNPM.slice(1), ...args], opts);

/** Installs the workspace's dependencies (fast no-op when they are current). */
export async function install() {
  log(`Installing dependencies (pnpm ${PNPM.length === 1 ? 'of .runtime' : 'via corepack'}, Node ${process.version})`);
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  // Best effort: puts a `pnpm` shim on PATH so `pnpm dev` and friends work by name afterwards.
  if (hasCommand('corepack')) await run('corepack', ['enable', 'pnpm'], { stdio: 'ignore' });
  await mustPnpm(['install', '--prefer-offline', ...frozen]);
}

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

/** True when `pkg/dist` is missing or older than its sources or those of `shared` and `case-kit`. */
export function needsBuild(pkg, marker) {
  const out = path.join(ROOT, pkg, 'dist', marker);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  const inputs = [path.join(ROOT, pkg, 'src'), path.join(ROOT, 'shared', 'src'), path.join(ROOT, 'case-kit', 'src'), path.join(ROOT, 'scripts', 'webpack')];
  // shared/package.json is the contract version every build declares (ADR 0008); remotes.json the remotes.
  const files = [path.join(ROOT, 'shared', 'package.json'), path.join(ROOT, 'shared', 'remotes.json')];
  return inputs.some((d) => newestMtime(d) > built) || files.some((f) => existsSync(f) && statSync(f).mtimeMs > built);
}

/** Builds the api bundle and the web packages whose sources changed (all of them on a fresh clone). */
export async function buildAll({ force = false } = {}) {
  const web = WEB_PACKAGES.filter((p) => force || needsBuild(p, p === 'shell' ? 'index.html' : 'mf-manifest.json'));
  if (web.length) {
    log(`Building ${web.join(', ')} (production)`);
    await mustRun('node', ['scripts/build-web.mjs', '--only', web.join(',')]);
  } else log('Web packages are up to date');
  if (force || needsBuild('api', 'main.js')) {
    log('Building api');
    await mustPnpm(['--filter', 'api', 'run', 'build']);
  }
}

export function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Debian's packages the tests need: Chromium for Playwright and Lighthouse (never a downloaded
 * browser) and poppler-utils (`pdfsig`, `pdftoppm`: the e-signature tests read seals back with them).
 */
export async function ensureChromium() {
  const missing = [
    ['chromium', existsSync('/usr/bin/chromium')],
    ['poppler-utils', hasCommand('pdfsig') && hasCommand('pdftoppm')],
  ]
    .filter(([, present]) => !present)
    .map(([name]) => name);
  if (missing.length === 0) return;
  log(`Installing Debian's ${missing.join(' and ')} (apt-get)`);
  const asRoot = process.getuid?.() === 0 || !hasCommand('sudo');
  const apt = (args) => mustRun(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', ...missing]);
}
