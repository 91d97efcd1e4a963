#!/usr/bin/env node
/**
 * `pnpm bench:web` (issue 9 point 3), against the production builds served by the API (PGlite with
 * the demo data, on 127.0.0.1:<port>, pages at http://demo.localhost:<port>):
 *
 * 1. Lighthouse 12 (performance category; desktop and mobile presets; median of --runs, default 5;
 *    one run at a time, each in a fresh Debian Chromium started by chrome-launcher) on /login,
 *    /cases, /petition-details/{id} and a token-link questionnaire page. Signed-in pages get the
 *    session the way e2e/support/signIn.ts stores it (localStorage), written over CDP on a
 *    non-HTML address of the origin before Lighthouse navigates (storage reset off; the browser
 *    profile is new each run, so the cache is cold). A page still rendered by the remote's
 *    generic route skeleton is reported "not built".
 * 2. Playwright (e2e's, Debian Chromium) with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate):
 *    time from a filter change on /cases to the new rows ("not built" while /cases has no filter);
 *    and a first visit to one page of each remote: requests and bytes, whether another remote's
 *    code was fetched, and how many React copies were loaded. Reports only; asserts nothing.
 *
 * Options: --runs 5 --port 4330 --skip-lighthouse --skip-playwright --pages login,cases
 * --presets desktop,mobile (Lighthouse presets to run; default both) --lhr-dir <dir> (each
 * Lighthouse run's full JSON report written there, to read its audits: bootup-time,
 * mainthread-work-breakdown, long tasks, the LCP element). WEB_ROOT=<dir> in the environment
 * serves the builds from <dir>/<package> instead of each package's dist (an A/B of two builds).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, REMOTE_SAMPLE_PATHS, REMOTES, ROOT, run } from '../lib.mjs';
import { benchMeta, mdTable, ms, args as parseArgs, writeBenchSection, writeResult } from './report.mjs';
import { removeDir } from './lib/db.mjs';
import { call, ensureApiBuild, startApi } from './lib/server.mjs';

const a = parseArgs();
const opt = {
  runs: Number(a.runs ?? 5),
  port: Number(a.port ?? 4330),
  lighthouse: !a['skip-lighthouse'],
  playwright: !a['skip-playwright'],
  pages: a.pages ? String(a.pages).split(',') : null,
  lhrDir: a['lhr-dir'] ? path.resolve(String(a['lhr-dir'])) : null,
  presets: a.presets ? String(a.presets).split(',') : ['desktop', 'mobile'],
};
if (opt.port === 4000) throw new Error('port 4000 is reserved for e2e runs');

const CHROMIUM = '/usr/bin/chromium';
/** The flags STACK.md / e2e/playwright.config.ts use for Debian's Chromium. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO = { email: 'admin@demo.test', password: 'Demo@12345' };
/** One list page of each remote (shared/remotes.json, as e2e/support/routes.ts samples them). */
const SAMPLE_PATHS = REMOTE_SAMPLE_PATHS;

const e2eRequire = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = e2eRequire('@playwright/test');
const rootRequire = createRequire(path.join(ROOT, 'package.json'));

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((p, q) => p - q);
  if (!v.length) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

async function ensureWebBuild() {
  const missing = ['shell', ...REMOTES].filter(
    (p) => !existsSync(path.join(ROOT, p, 'dist', p === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
  if (missing.length && (await run('node', ['scripts/build-web.mjs', '--only', missing.join(',')])) !== 0)
    throw new Error('web build failed');
}

/** Playwright page with the demo admin's session in localStorage (as e2e/support/signIn.ts leaves it). */
async function signedInContext(browser, session) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((s) => {
      localStorage.setItem('passage.token', s.token);
      localStorage.setItem('passage.user', JSON.stringify(s.user));
      localStorage.setItem('passage.role', String(s.user.roleId));
    }, session);
  }
  return context;
}

/** Opens `url` and tells whether the page is real or still the remote's generic route skeleton. */
async function pageState(browser, url, session) {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(500);
    const skeleton = await page.locator('[data-testid="route-owner"]').count();
    const onLogin = new URL(page.url()).pathname === '/login' && !url.endsWith('/login');
    return { built: skeleton === 0 && !onLogin, redirectedToLogin: onLogin };
  } finally {
    await context.close();
  }
}

/** One Lighthouse run in a fresh Chromium; answers the metrics in ms / bytes. */
async function lighthouseOnce(url, preset, session, origin) {
  const { launch } = rootRequire('chrome-launcher');
  const { default: lighthouse } = await import(rootRequire.resolve('lighthouse'));
  const { default: desktopConfig } = await import(rootRequire.resolve('lighthouse/core/config/desktop-config.js'));
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    if (session) {
      // Write the session into the origin's localStorage over CDP, from a JSON address (no shell
      // code is fetched, so the HTTP cache stays cold for Lighthouse's navigation).
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      const page = await context.newPage();
      await page.goto(`${origin}/healthz`);
      await page.evaluate((s) => {
        localStorage.setItem('passage.token', s.token);
        localStorage.setItem('passage.user', JSON.stringify(s.user));
        localStorage.setItem('passage.role', String(s.user.roleId));
      }, session);
      await page.close();
      await browser.close().catch(() => undefined);
    }
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(session),
    };
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const r = await lighthouse(url, flags, config);
    const lhr = r.lhr;
    if (opt.lhrDir) {
      mkdirSync(opt.lhrDir, { recursive: true });
      const name = `${new URL(url).pathname.split('/')[1] || 'root'}-${preset}-${Date.now()}.json`;
      writeFileSync(path.join(opt.lhrDir, name), JSON.stringify(lhr));
    }
    const num = (id) => lhr.audits[id]?.numericValue;
    return {
      score: lhr.categories.performance.score === null ? NaN : lhr.categories.performance.score * 100,
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      si: num('speed-index'),
      bytes: num('total-byte-weight'),
      finalUrl: lhr.finalDisplayedUrl,
      error: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

async function lighthouseTable(targets, session, origin) {
  const rows = [];
  for (const t of targets) {
    if (!t.built) {
      rows.push({ page: t.name, preset: 'desktop + mobile', note: t.note ?? 'not built' });
      continue;
    }
    for (const preset of opt.presets) {
      const runs = [];
      for (let i = 0; i < opt.runs; i++) {
        try {
          runs.push(await lighthouseOnce(t.url, preset, t.signedIn ? session : null, origin));
        } catch (err) {
          runs.push({ error: String(err.message ?? err).slice(0, 200) });
        }
      }
      const ok = runs.filter((r) => !r.error);
      const row = { page: t.name, preset, runs: ok.length };
      for (const k of ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'bytes']) row[k] = median(ok.map((r) => r[k]));
      if (ok.length < runs.length)
        row.note = `${runs.length - ok.length} run(s) failed: ${runs.find((r) => r.error)?.error}`;
      console.log(
        `  lighthouse ${t.name} ${preset}: score ${row.score?.toFixed(0)}, LCP ${ms(row.lcp)} ms, TBT ${ms(row.tbt)} ms (${ok.length} runs)`,
      );
      rows.push(row);
    }
  }
  return rows;
}

/**
 * Time from applying a status filter on /cases to the new rows, 4× CPU slowdown: open "Filters",
 * tick one status in the "Statuses" group (the previous one unticked), press "Apply filters"; the
 * clock stops when the list call has answered and the table (or card list, or empty state) is
 * rendered and no longer aria-busy, measured at the next animation frame.
 */
async function filterToRows(browser, origin, session) {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/cases`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator('[data-region="mf-cases"] [data-build]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    if (await page.locator('[data-testid="route-owner"]').count())
      return { note: 'not built (/cases is the route skeleton)' };
    const open = page.getByRole('button', { name: /^Filters/ });
    // The list's toolbar renders after its first answer (4× CPU slowdown): wait for it.
    await open
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(() => {});
    if (!(await open.count())) return { note: 'not built (/cases has no filter yet)' };
    const samples = [];
    for (let i = 0; i < 5; i++) {
      await open.click();
      const dialog = page.getByRole('dialog');
      const statuses = dialog.getByRole('group', { name: 'Statuses' }).getByRole('checkbox');
      // The filter dialog's code loads when it first opens.
      await statuses
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(() => {});
      if (!(await statuses.count())) return { note: 'not built (the filter has no status choice)' };
      if (i > 0) await statuses.nth(i - 1).uncheck();
      await statuses.nth(i).check();
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/api/petition/list') && r.request().method() === 'POST',
        { timeout: 60_000 },
      );
      const t0 = Date.now();
      await dialog.getByRole('button', { name: 'Apply filters' }).click();
      await answered;
      await page.waitForFunction(
        () =>
          !document.querySelector('[role="dialog"]') &&
          !document.querySelector('[aria-busy="true"]') &&
          !!document.querySelector('[data-region="mf-cases"] table, [data-region="mf-cases"] [aria-label="Cases"]'),
        null,
        { timeout: 60_000, polling: 'raf' },
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      samples.push(Date.now() - t0);
    }
    return { samples, p50: median(samples), max: Math.max(...samples) };
  } catch (err) {
    return {
      note: `failed: ${String(err.message ?? err)
        .split('\n')[0]
        .slice(0, 160)}`,
    };
  } finally {
    await context.close();
  }
}

/**
 * The token-link questionnaire page: the demo admin sends the case's questionnaire
 * (/petition/send-questionnaire, to a bench address), and the link is read from the mail the
 * server captured to disk (MAIL_CAPTURE_DIR; no API answer carries a live link token), exactly as a
 * beneficiary would open it.
 */
async function questionnaireTarget(base, host, token, caseId, origin, mailDir) {
  const name = '/fill-questionnaire/{id}?token=…';
  if (!caseId) return { name, built: false, note: 'no case to send a questionnaire for' };
  const to = 'bench.questionnaire@example.com';
  const sent = await call(base, host, '/petition/send-questionnaire', { petitionId: caseId, email: to }, token);
  if (sent.status === 404 && /Unknown call/.test(JSON.stringify(sent.body))) {
    return { name, built: false, note: 'not built (no /petition/send-questionnaire call)' };
  }
  if (sent.status !== 200) return { name, built: false, note: `sending the questionnaire answered ${sent.status}` };
  const link = await capturedLink(mailDir, to, (l) => l.includes('/fill-questionnaire/'));
  if (!link) return { name, built: false, note: 'no questionnaire link in the captured mail' };
  const u = new URL(link);
  return { name, url: `${origin}${u.pathname}${u.search}`, signedIn: false };
}

/** The newest captured mail's link to `to` that `wanted` accepts, polled until the mail job ran (≤ 15 s). */
async function capturedLink(mailDir, to, wanted) {
  for (let end = Date.now() + 15_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const names = existsSync(mailDir)
      ? readdirSync(mailDir).filter((n) => n.endsWith('.json') && !n.startsWith('.'))
      : [];
    for (const name of names.sort().reverse()) {
      const mail = JSON.parse(readFileSync(path.join(mailDir, name), 'utf8'));
      if (!mail.to.some((a) => a.toLowerCase() === to)) continue;
      const link = mail.links.find(wanted);
      if (link) return link;
    }
  }
  return undefined;
}

/** The JS files of each remote's own react / react-dom (from its mf-manifest.json). */
function reactAssetsByRemote() {
  const out = {};
  for (const r of REMOTES) {
    const m = JSON.parse(readFileSync(path.join(ROOT, r, 'dist', 'mf-manifest.json'), 'utf8'));
    out[r] = m.shared
      .filter((s) => ['react', 'react-dom', 'react-dom/client'].includes(s.name))
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
  }
  return out;
}

/** First visit (cold cache, signed in) to one page of each remote, 4× CPU slowdown. */
async function firstVisits(browser, origin, session) {
  const reactAssets = reactAssetsByRemote();
  const rows = [];
  // First the sign-in page, signed out (issue 21 point 4: ≤ 150 KiB in all), then one page per remote.
  for (const remote of ['/login', ...REMOTES]) {
    const signIn = remote === '/login';
    const context = await signedInContext(browser, signIn ? null : session);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const requests = [];
    page.on('requestfinished', (req) => requests.push(req));
    try {
      const t0 = Date.now();
      await page.goto(`${origin}${signIn ? '/login' : SAMPLE_PATHS[remote]}`, {
        waitUntil: 'networkidle',
        timeout: 120_000,
      });
      // The remote's page (data-build) or the shell's error panel, whichever comes; the sign-in form.
      await page
        .locator(
          signIn
            ? 'input[type="password"]'
            : `[data-region="${remote}"] [data-build], [data-region="${remote}"] [data-testid="error-panel"], main h1`,
        )
        .first()
        .waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const loadMs = Date.now() - t0;
      const rendered = signIn
        ? (await page.locator('input[type="password"]').count()) > 0
        : (await page.locator(`[data-region="${remote}"] [data-build]`).count()) > 0;
      let bytes = 0;
      let jsBytes = 0;
      let jsFiles = 0;
      let jsCompressed = 0;
      for (const req of requests) {
        const s = await req.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
        const size = s.responseBodySize + s.responseHeadersSize;
        bytes += size;
        if (/\.js(\?|$)/.test(req.url())) {
          jsBytes += size;
          jsFiles++;
          const res = await req.response();
          if (res && (await res.headerValue('content-encoding'))) jsCompressed++;
        }
      }
      const urls = requests.map((r) => r.url());
      const others = REMOTES.filter((o) => o !== remote && urls.some((u) => u.includes(`/remotes/${o}/`)));
      const remoteReact = REMOTES.filter((o) =>
        urls.some((u) => reactAssets[o].some((f) => u.endsWith(`/remotes/${o}/${f}`))),
      );
      const skeleton = (await page.locator('[data-testid="route-owner"]').count()) > 0;
      rows.push({
        remote: signIn ? 'shell (signed out)' : remote,
        path: signIn ? '/login' : SAMPLE_PATHS[remote],
        requests: requests.length,
        bytes,
        jsFiles,
        jsBytes,
        jsCompressed,
        loadMs,
        otherRemotes: others,
        reactCopies: 1 + remoteReact.length,
        skeleton,
        rendered,
      });
      console.log(
        `  first visit ${signIn ? '/login (signed out)' : `${remote} ${SAMPLE_PATHS[remote]}`}: ${requests.length} requests, ${(bytes / 1024).toFixed(0)} KiB, other remotes: ${others.join(', ') || 'none'}`,
      );
    } catch (err) {
      rows.push({
        remote: signIn ? 'shell (signed out)' : remote,
        path: signIn ? '/login' : SAMPLE_PATHS[remote],
        note: `failed: ${String(err.message ?? err)
          .split('\n')[0]
          .slice(0, 160)}`,
      });
    } finally {
      await context.close();
    }
  }
  return rows;
}

await ensureApiBuild();
await ensureWebBuild();
// Debian's Chromium through apt-get when missing (as `npm test` does); never a downloaded browser.
await ensureChromium();
const meta = benchMeta();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passage-bench-web-'));
const api = await startApi({
  port: opt.port,
  env: {
    DATA_DIR: path.join(dataDir, 'pglite'),
    STORAGE_DIR: path.join(dataDir, 'files'),
    SEED_DEMO: '1',
    MAIL_CAPTURE_DIR: path.join(dataDir, 'mail'),
    // Mails leave through the outbox job: the bench server's default is no job worker.
    JOBS_WORKERS: '1',
    JOBS_POLL_SECONDS: '0.5',
  },
  label: 'web',
});
const origin = `http://demo.localhost:${opt.port}`;
const result = { ...meta, options: opt, mode: api.mode, lighthouse: [], filter: null, firstVisits: [] };
try {
  const login = await call(api.base, `demo.localhost:${opt.port}`, '/auth/login', DEMO);
  if (login.status !== 200 || login.body?.result?.kind !== 'session')
    throw new Error(`demo sign-in answered ${login.status}: ${JSON.stringify(login.body).slice(0, 200)}`);
  const session = { token: login.body.result.token, user: login.body.result.user };

  // A case of the demo tenant for /petition-details/{id}, when the case list exists.
  const list = await call(
    api.base,
    `demo.localhost:${opt.port}`,
    '/petition/list',
    { page: 1, perpage: 1 },
    session.token,
  );
  const caseId =
    list.status === 200 ? (list.body?.result?.data?.[0]?.id ?? list.body?.result?.data?.[0]?._id) : undefined;

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const targets = [
      { name: '/login', url: `${origin}/login`, signedIn: false },
      { name: '/cases', url: `${origin}/cases`, signedIn: true },
      caseId
        ? { name: '/petition-details/{id}', url: `${origin}/petition-details/${caseId}`, signedIn: true }
        : {
            name: '/petition-details/{id}',
            built: false,
            note:
              list.status === 200 ? 'no case in the demo data to open' : 'not built (no case list call to find a case)',
          },
      // A questionnaire opened from the link a beneficiary gets by mail (no session).
      await questionnaireTarget(
        api.base,
        `demo.localhost:${opt.port}`,
        session.token,
        caseId,
        origin,
        path.join(dataDir, 'mail'),
      ),
    ].filter((t) => !opt.pages || opt.pages.some((p) => t.name.includes(p)));
    for (const t of targets) {
      if (t.built === false) continue;
      const s = await pageState(browser, t.url, t.signedIn ? session : null);
      t.built = s.built;
      if (!s.built) t.note = s.redirectedToLogin ? 'not built (redirected to /login)' : 'not built (route skeleton)';
      console.log(`  ${t.name}: ${t.built ? 'built' : t.note}`);
    }
    if (opt.lighthouse) result.lighthouse = await lighthouseTable(targets, session, origin);
    if (opt.playwright) {
      result.filter = await filterToRows(browser, origin, session);
      console.log(`  filter → rows: ${result.filter.note ?? `p50 ${result.filter.p50} ms`}`);
      result.firstVisits = await firstVisits(browser, origin, session);
    }
  } finally {
    await browser.close();
  }
} finally {
  await api.stop();
  removeDir(dataDir);
}

// A partial run (--pages, --skip-lighthouse, --skip-playwright) keeps the other figures of the
// last run, each marked with the date it was measured.
try {
  const old = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'results', 'web.json'), 'utf8'));
  const measured = new Set(result.lighthouse.map((r) => r.page));
  const keptRows = (old.lighthouse ?? [])
    .filter((r) => !measured.has(r.page))
    .map((r) => ({ measuredAt: old.date, ...r }));
  if (keptRows.length) result.lighthouse = [...result.lighthouse, ...keptRows];
  if (!opt.playwright) {
    result.filter = old.filter ? { measuredAt: old.date, ...old.filter } : null;
    result.firstVisits = (old.firstVisits ?? []).map((r) => ({ measuredAt: old.date, ...r }));
  }
} catch {
  /* first run */
}
const PAGE_ORDER = ['/login', '/cases', '/petition-details/{id}', '/fill-questionnaire/{id}?token=…'];
result.lighthouse.sort((x, y) => PAGE_ORDER.indexOf(x.page) - PAGE_ORDER.indexOf(y.page));
for (const r of result.lighthouse) r.measuredAt ??= result.date;
writeResult('web', result);
const kib = (b) => (Number.isNaN(b) || b === undefined ? '–' : (b / 1024).toFixed(0));
const lines = [
  `Production builds served by the API (${result.mode}; PGlite with the demo data), Debian Chromium ${CHROMIUM}, on loopback. Lighthouse ${rootRequire('lighthouse/package.json').version}, performance category, median of ${opt.runs} runs per page and preset, one at a time, a fresh browser each run. Mobile is Lighthouse's default (simulated slow 4G, 4× CPU); desktop its desktop preset. Signed-in pages carry the demo admin's session.`,
  '',
];
if (result.lighthouse.length) {
  lines.push(
    '### Lighthouse',
    '',
    ...mdTable(
      ['page', 'preset', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Speed Index ms', 'bytes KiB', 'note'],
      result.lighthouse.map((r) =>
        r.note && r.runs === undefined
          ? [r.page, r.preset, '', '', '', '', '', '', '', r.note]
          : [
              r.page,
              r.preset,
              ms(r.score),
              ms(r.fcp),
              ms(r.lcp),
              ms(r.tbt),
              r.cls?.toFixed(3),
              ms(r.si),
              kib(r.bytes),
              [
                r.measuredAt !== result.date ? `measured ${r.measuredAt.slice(0, 16).replace('T', ' ')}` : '',
                r.note ?? '',
              ]
                .filter(Boolean)
                .join('; '),
            ],
      ),
    ),
    '',
  );
}
if (result.filter || result.firstVisits.length) {
  const f = result.filter;
  lines.push(
    '### Interaction and first visits (Playwright, 4× CPU throttling)',
    '',
    `Filter change on /cases → new rows: ${f?.note ?? `p50 ${f.p50} ms, max ${f.max} ms over ${f.samples.length} changes`}${f?.measuredAt ? ` (measured ${f.measuredAt.slice(0, 16).replace('T', ' ')})` : ''}.`,
    '',
    'First visit to /login (signed out) and to one page of each remote (signed in), cold cache: every request the page makes until the network is idle; KiB as transferred (brotli where served so), headers included.',
    '',
    ...mdTable(
      [
        'remote',
        'page',
        'requests',
        'KiB transferred',
        'JS files (compressed)',
        'JS KiB',
        'load ms',
        'other remotes fetched',
        'React copies',
        'note',
      ],
      result.firstVisits.map((r) =>
        r.note
          ? [r.remote, r.path, '', '', '', '', '', '', '', r.note]
          : [
              r.remote,
              r.path,
              r.requests,
              kib(r.bytes),
              `${r.jsFiles} (${r.jsCompressed})`,
              kib(r.jsBytes),
              r.loadMs,
              r.otherRemotes.join(', ') || 'none',
              r.reactCopies,
              !r.rendered
                ? 'the remote did not render (error panel or no access)'
                : r.skeleton
                  ? 'page not built yet (route skeleton)'
                  : '',
            ],
      ),
    ),
  );
}
writeBenchSection('web', 'Web (Lighthouse, Playwright)', result, lines);
console.log('bench:web written to docs/performance.md and bench/results/web.json');
process.exit(0);
