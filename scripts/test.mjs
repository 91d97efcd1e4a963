#!/usr/bin/env node
/**
 * README command 2 (`npm test`): installs what the tests need (dependencies, Debian's Chromium),
 * then typecheck, lint, every package's jest suite, the production build with bundle budgets,
 * and the Playwright suite. Exits non-zero on any failure; the last line counts the tests.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll, ensureChromium, install, log, pnpm, ROOT, run } from './lib.mjs';
import { ensureRuntime } from './runtime.mjs';

// Node 24 and pnpm of .runtime/ (installed on first use); re-runs this script on them, so every
// step below — pnpm, tsc, eslint, jest, webpack, Playwright — runs on that Node.
const runtime = await ensureRuntime();
// What a child's `#!/usr/bin/env node` finds on PATH (the same binary).
const pathNode = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
log(`Runtime: Node ${runtime.node} (${process.execPath}; node on PATH: ${pathNode}), pnpm ${runtime.pnpm}`);

const REPORTS = path.join(ROOT, 'e2e', 'test-results', 'reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

/** Wall time of each phase (issue 15 point 12: the CI breakdown), written to reports/ci-times.json. */
const times = [];
const timed = async (name, fn) => {
  const start = Date.now();
  try {
    return await fn();
  } finally {
    times.push({ step: name, seconds: Math.round((Date.now() - start) / 100) / 10 });
  }
};

await timed('Install (pnpm install)', () => install());

await timed('Chromium (Debian package)', () => ensureChromium());

const failures = [];
const step = async (name, fn) => {
  log(name);
  const code = await timed(name, fn);
  if (code !== 0) failures.push(name);
  return code;
};

await step('Typecheck (tsc, every package)', () => pnpm(['run', 'typecheck']));
await step('Lint (eslint, package boundaries)', () => pnpm(['run', 'lint']));
const jestJson = path.join(REPORTS, 'jest.json');
rmSync(jestJson, { force: true });
await step('Unit, component and API tests (jest)', () =>
  // PGlite's WASM loader needs the VM modules flag under jest. On 2 cores jest would run every
  // file in its own process (maxWorkers = cores - 1), which held every file's leftovers (PGlite
  // instances, pdf.js) and ran out of V8's default 4 GiB heap; and much of an api suite waits on
  // its database. So: two workers (they inherit the flags), each recycled once it holds more than
  // 3 GiB after a file, with headroom of 6 GiB per worker (the machine has 24).
  run('node', [
    '--max-old-space-size=6144',
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--ci',
    '--maxWorkers=2',
    '--workerIdleMemoryLimit=3GB',
    '--json',
    `--outputFile=${jestJson}`,
  ]),
);
await timed('Build (api and web, production)', () => buildAll());
await step('Bundle budgets', () => run('node', ['scripts/bench/bundle.mjs', '--check']));
const pwJson = path.join(REPORTS, 'playwright.json');
rmSync(pwJson, { force: true }); // only this run's report counts
await step('End-to-end tests (Playwright, Debian Chromium)', () =>
  pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson } }),
);

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const jest = read(jestJson);
const pw = read(pwJson);
const jestPassed = jest?.numPassedTests ?? 0;
const jestFailed = (jest?.numFailedTests ?? 0) + (jest?.numRuntimeErrorTestSuites ?? 0);
const pwPassed = (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0);
const pwFailed = pw?.stats?.unexpected ?? 0;
const pwSkipped = pw?.stats?.skipped ?? 0;

console.log('');
// The CI breakdown: jest covers PGlite, and PostgreSQL too when TEST_DATABASE_URL is set.
writeFileSync(
  path.join(REPORTS, 'ci-times.json'),
  JSON.stringify({ postgres: Boolean(process.env.TEST_DATABASE_URL), steps: times }, null, 2),
);
for (const t of times) console.log(`${t.step.padEnd(52)} ${String(t.seconds).padStart(7)} s`);
console.log(
  `${'Total'.padEnd(52)} ${(Math.round(times.reduce((n, t) => n + t.seconds, 0) * 10) / 10).toString().padStart(7)} s`,
);
console.log(`jest: ${jestPassed} passed, ${jestFailed} failed`);
console.log(`playwright: ${pwPassed} passed, ${pwFailed} failed, ${pwSkipped} skipped`);
if (failures.length) console.log(`failed steps: ${failures.join('; ')}`);
const failedCount = jestFailed + pwFailed + (failures.length && jestFailed + pwFailed === 0 ? failures.length : 0);
console.log(`${jestPassed + pwPassed} passed, ${failedCount} failed`);
process.exit(failures.length ? 1 : 0);
