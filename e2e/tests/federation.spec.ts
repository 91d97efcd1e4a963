import { createServer, type Server } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { watchPage } from '../support/pageWatch';
import { pageTitle } from 'shared/routes';
import { asRole } from '../support/auth';
import { ALL_REMOTES, reactAssets, samplePage } from '../support/routes';

test.describe('module federation', () => {
  test.use(asRole('admin'));

  for (const remote of ALL_REMOTES) {
    test(`${remote} serves its page from its own build`, async ({ page }) => {
      const watch = watchPage(page);
      const { route, path: url } = samplePage(remote);
      await page.goto(url);
      const region = page.locator(`[data-region="${remote}"]`);
      await expect(region.locator('[data-build]')).toBeVisible();
      // SPEC §2: the settings title depends on the role (the sample pages are opened as admin, role 3).
      await expect(region.getByRole('heading', { level: 1 })).toHaveText(pageTitle(route, 3));
      await expect(page).toHaveTitle(new RegExp(route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      expect(watch.requests.some((u) => u.endsWith(`/remotes/${remote}/mf-manifest.json`))).toBe(true);
      expect(watch.requests.some((u) => u.includes(`/remotes/${remote}/remoteEntry.js`))).toBe(true);
      // One React: the remote's own copies of react and react-dom are never fetched.
      const ownReact = reactAssets(remote).map((f) => `/remotes/${remote}/${f}`);
      expect(ownReact.length).toBeGreaterThan(0);
      expect(watch.requests.filter((u) => ownReact.some((f) => u.endsWith(f)))).toEqual([]);
      // Only the remote this page needs is fetched.
      const others = ALL_REMOTES.filter((r) => r !== remote);
      expect(watch.requests.filter((u) => others.some((o) => u.includes(`/remotes/${o}/`)))).toEqual([]);
      expect(watch.problems).toEqual([]);
    });
  }

  test('a broken remote shows an error panel with retry while the rest keeps working', async ({ page }) => {
    const manifest = '**/remotes/mf-billing/mf-manifest.json';
    await page.route(manifest, (r) =>
      r.fulfill({ status: 200, contentType: 'application/json', body: '{ this is not a manifest' }),
    );
    const billing = samplePage('mf-billing');
    await page.goto(billing.path);
    const panel = page.locator('[data-region="mf-billing"] [data-testid="error-panel"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The sidebar still works and another remote still loads.
    const cases = samplePage('mf-cases');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: cases.route.title, exact: true })
      .first()
      .click();
    await expect(page.locator('[data-region="mf-cases"] [data-build]')).toBeVisible();
    // Still broken on return; once it is healthy again, Retry brings it back without a reload.
    await page.goBack();
    await expect(panel).toBeVisible();
    await page.unroute(manifest);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-region="mf-billing"] [data-build]')).toBeVisible();
  });

  // @exclusive: /remotes.json is the server's, read by every page of every test.
  test(
    'a remote moved in /remotes.json is loaded from its new build without rebuilding the shell',
    { tag: '@exclusive' },
    async ({ page }) => {
      test.setTimeout(300_000);
      const root = path.resolve(__dirname, '../..');
      const outDir = mkdtempSync(path.join(os.tmpdir(), 'passage-mf-comms-'));
      execFileSync('node', ['scripts/build-web.mjs', '--only', 'mf-comms', '--out-dir', outDir], {
        cwd: root,
        env: { ...process.env, BUILD_ID: 'e2e-moved' },
        stdio: 'inherit',
      });
      const server: Server = createServer(async (req, res) => {
        const file = path.join(outDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
        try {
          const body = await readFile(file);
          const type = file.endsWith('.js')
            ? 'text/javascript'
            : file.endsWith('.json')
              ? 'application/json'
              : 'application/octet-stream';
          res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body);
        } catch {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as { port: number }).port;
      const movedUrl = `http://127.0.0.1:${port}/mf-manifest.json`;
      const remotesFile = process.env.E2E_REMOTES_FILE as string;
      try {
        await writeFile(remotesFile, JSON.stringify({ 'mf-comms': movedUrl }));
        const watch = watchPage(page);
        await page.goto(samplePage('mf-comms').path);
        const map = await page.evaluate(
          async () => (await fetch('/remotes.json')).json() as Promise<Record<string, string>>,
        );
        expect(map['mf-comms']).toBe(movedUrl);
        await expect(page.locator('[data-region="mf-comms"] [data-build="e2e-moved"]')).toBeVisible();
        expect(watch.requests).toContain(movedUrl);
        expect(watch.problems).toEqual([]);
      } finally {
        await writeFile(remotesFile, '{}');
        server.close();
      }
    },
  );
});
