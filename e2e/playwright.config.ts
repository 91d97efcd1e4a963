import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** One server for the whole run, on a fresh embedded database; remotes can be re-pointed via REMOTES_FILE. */
const PORT = Number(process.env.E2E_PORT ?? 4000);
const RESULTS = path.join(__dirname, 'test-results');
mkdirSync(RESULTS, { recursive: true });
// Evaluated once in the runner; workers inherit the variables, so they see the same paths.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'passage-e2e-'));
process.env.E2E_REMOTES_FILE ??= path.join(process.env.E2E_DATA_DIR, 'remotes-override.json');
// The server's capture transport writes every mail here; specs read links from disk (support/people.ts).
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, 'mail');
writeFileSync(process.env.E2E_REMOTES_FILE, '{}');

/** Tests tagged `@exclusive` change state other pages see; they run one at a time, after the rest. */
export const EXCLUSIVE = /@exclusive/;

/**
 * Spec files named on the command line (`playwright test tests/shell.spec.ts`). Playwright runs a
 * dependency project whole, ignoring such filters; `exclusive` depends on `chromium`, so a run of
 * chosen files narrows `chromium` to them here, or every spec would run.
 */
const CHOSEN_SPECS = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('-') && /\.spec\.ts(:\d+)*$/.test(a))
  .map((a) => new RegExp(`${path.basename(a.replace(/(:\d+)+$/, '')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

/** Debian's Chromium (never a downloaded browser), with the flags STACK.md lists. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(RESULTS, 'artifacts'),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Two workers on the 2-core machine; tests are independent (each seeds what it changes, with
  // unique names), except the @exclusive ones, which change state every page sees (the demo
  // tenant's branding, /remotes.json, the demo admin's notifications, case assignments): they run
  // alone, after the others, in the `exclusive` project.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(RESULTS, 'reports', 'playwright.json') },
    ],
  ],
  use: {
    baseURL: `http://demo.localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    // Signs each demo role in once and stores the session (support/auth.ts, e2e/.auth/<role>.json).
    { name: 'setup', testDir: './setup', testMatch: /.*\.setup\.ts$/, use: { browserName: 'chromium' } },
    {
      name: 'chromium',
      dependencies: ['setup'],
      ...(CHOSEN_SPECS.length ? { testMatch: CHOSEN_SPECS } : {}),
      grepInvert: EXCLUSIVE,
      use: { browserName: 'chromium' },
    },
    {
      // Playwright runs a dependent project only when its dependencies passed: a failure in
      // `chromium` leaves these "did not run". To run them alone: `--project=setup`, then
      // `--project=exclusive --no-deps` (the stored sessions stay valid). `--grep` is not applied
      // to `chromium` (a dependency): with --grep, add `--project=chromium` or `--no-deps`.
      name: 'exclusive',
      dependencies: ['chromium'],
      grep: EXCLUSIVE,
      workers: 1,
      fullyParallel: false,
      use: { browserName: 'chromium' },
    },
  ],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'pglite'),
      STORAGE_DIR: path.join(process.env.E2E_DATA_DIR, 'files'),
      REMOTES_FILE: process.env.E2E_REMOTES_FILE,
      // Mails are captured to files (no SMTP); the server logs its production warning about it.
      MAIL_CAPTURE_DIR: process.env.E2E_MAIL_DIR,
      JOBS_POLL_SECONDS: '0.5',
      // The notification helper (/notify/e2e-raise) only; mails are read from MAIL_CAPTURE_DIR.
      E2E_OUTBOX: '1',
    },
  },
});
