import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages';
import { asRole } from '../support/auth';
import { DEMO_ADMIN } from '../support/demo';
import { apiCall } from '../support/identity';
import { computedStyle, raiseNotification, SAMPLE_PETITION_ID, seriousViolations } from '../support/shell';
import { signIn } from '../support/signIn';

/** Remote pages are not the shell's: their content is checked by their own suites. */
const REMOTE_CONTENT = '[data-remote]:not([data-remote="shell"])';

/** The bell's name (shell NotificationBell): unread notifications, and case messages when there are any. */
const bellName = (notifications: number, messages: number): string => {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (!notifications && !messages) return 'Notifications';
  if (!messages) return `Notifications, ${notifications} unread`;
  const parts = [notifications ? plural(notifications, 'notification') : null, plural(messages, 'message')].filter(Boolean);
  return `Notifications, ${notifications + messages} unread (${parts.join(', ')})`;
};
const unreadMessages = async (page: Page): Promise<number> =>
  (await apiCall<{ total: number }>(page, '/communication/unread-counts', {})).body.result?.total ?? 0;

/** Opens `path` as the demo admin (the stored session of the setup project) and waits for the header. */
async function openSignedIn(page: Page, path = '/dashboard') {
  await new ShellPage(page).open(path);
}

test.describe('the shell around every page', () => {
  test.use(asRole('admin'));

  // @exclusive: counts the demo admin's unread notifications, which other suites' actions raise.
  test(
    'a notification raised through the API reaches the open page as a toast; clicking it opens the Communication tab in a new page',
    { tag: '@exclusive' },
    async ({ page, context }) => {
      // The shell's socket.io connection is accepted (packet "40": connected to the namespace).
      const socketOpen = page
        .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
        .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
      await openSignedIn(page);
      await socketOpen;
      const bell = page.getByTestId('notification-bell');
      await expect(bell).toBeVisible();
      const before = await apiCall<{ unreadCount: number }>(page, '/notify/list', { page: 1, perpage: 1 });
      const unread = before.body.result!.unreadCount;

      const raiser = await context.newPage();
      await raiser.goto('/login');
      const message = `RFE documents uploaded ${Date.now()}`;
      await raiseNotification(raiser, {
        message,
        caseNo: 'H1B-2026-00042',
        createdByName: 'Priya Paralegal',
        petitionId: SAMPLE_PETITION_ID,
      });
      await raiser.close();

      const toast = page.getByTestId('toast').filter({ hasText: message });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('Case H1B-2026-00042');
      await expect(toast).toContainText('Priya Paralegal');
      await expect(bell).toHaveAccessibleName(bellName(unread + 1, await unreadMessages(page)));

      const [opened] = await Promise.all([context.waitForEvent('page'), toast.click()]);
      await opened.waitForLoadState('domcontentloaded');
      expect(new URL(opened.url()).pathname).toBe(`/petition-details/${SAMPLE_PETITION_ID}`);
      expect(new URL(opened.url()).searchParams.get('tab')).toBe('Communication');
      await opened.close();

      // The notifications page lists it first (unread) and can mark it read.
      await page.goto('/notifications');
      const first = page.getByTestId('notification-item').first();
      await expect(first).toContainText(message);
      await first.getByRole('button', { name: 'Mark read' }).click();
      await expect(bell).toHaveAccessibleName(bellName(unread, await unreadMessages(page)));
    },
  );

  test('global search finds a person by passport number from the Ctrl-K box', async ({ page }) => {
    await openSignedIn(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').fill('Z4821937');
    const option = dialog.getByRole('option').filter({ hasText: 'Ananya Iyer' });
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/beneficiaries-details\/[0-9a-f-]{36}$/);
    await expect(dialog).toBeHidden();

    await page.goto('/globalsearch?q=iyer');
    await expect(page.getByTestId('search-group-person')).toContainText('Ananya Iyer');
  });

  // @exclusive: which filed cases have the demo paralegal changes while the journeys and bulk assignment run.
  test(
    'global search finds a case by receipt number, and a paralegal only the cases he may see',
    { tag: '@exclusive' },
    async ({ page }) => {
      await openSignedIn(page);
      type Row = { id: string; caseNumber: string; receiptNumber: string | null; paralegal: { name: string } | null };
      const list = await apiCall<{ data: Row[] }>(page, '/petition/list', { perpage: 1000 });
      const withReceipt = (list.body.result?.data ?? []).filter((r) => r.receiptNumber);
      const mine = withReceipt.find((r) => r.paralegal?.name === 'Priya Paralegal');
      const notMine = withReceipt.find((r) => !r.paralegal);
      expect(mine && notMine, 'the demo seed has filed cases with and without the demo paralegal').toBeTruthy();

      // The admin finds it from the Ctrl-K box and opens it.
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox').fill(notMine!.receiptNumber!);
      await expect(dialog.getByRole('group', { name: 'Cases' }).getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/(petition|rfe-petition|external-case)-details/${notMine!.id}$`));

      // The paralegal finds his case, and not the other one.
      await page.evaluate(() => localStorage.clear());
      await signIn(page, 'paralegal@demo.test');
      await page.goto(`/globalsearch?q=${encodeURIComponent(mine!.receiptNumber!)}`);
      await expect(page.getByTestId('search-group-case')).toContainText(mine!.receiptNumber!);
      await page.goto(`/globalsearch?q=${encodeURIComponent(notMine!.receiptNumber!)}`);
      await expect(page.getByText(`Nothing found for “${notMine!.receiptNumber!}”`)).toBeVisible();
    },
  );

  test('a narrow screen (≤ 768 px) shows the sidebar as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const box = async () => (await nav.boundingBox()) ?? { x: -1, width: 0 };
    await expect.poll(async () => (await box()).x + (await box()).width).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(async () => (await box()).x).toBeGreaterThanOrEqual(0);
    await expect(nav.getByRole('link').first()).toBeInViewport();
    await nav.getByRole('link', { name: 'Beneficiaries' }).click();
    await expect(page).toHaveURL(/\/beneficiaries$/);
    await expect.poll(async () => (await box()).x + (await box()).width).toBeLessThanOrEqual(0);
  });

  // @exclusive: re-brands the demo tenant, which every other page shows.
  test(
    'a white-labelled tenant shows its logo, favicon and colours and never the Passage name',
    { tag: '@exclusive' },
    async ({ page }) => {
      await openSignedIn(page);
      const colour = '#8a2be2';
      const original = await apiCall<{ logo: string | null; favicon: string | null; theme: Record<string, unknown> }>(
        page,
        '/tenant/details',
        {},
      );
      const change = await apiCall(page, '/tenant/update', {
        logo: '/favicon.svg',
        favicon: '/favicon.svg?brand=1',
        theme: { ...(original.body.result?.theme ?? {}), primaryColor: colour },
        profCompleted: 'yes',
      });
      expect(change.status).toBe(200);
      try {
        await page.goto('/dashboard');
        await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', '/favicon.svg');
        await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/favicon\.svg\?brand=1$/);
        await expect
          .poll(() => computedStyle(page, 'nav[aria-label="Main navigation"] a.active', 'border-left-color'))
          .toBe('rgb(138, 43, 226)');
        await expect(page.getByTestId('product-name')).toHaveText('Demo Immigration Law LLP');
        for (const path of ['/dashboard', '/profile', '/notifications', '/globalsearch?q=iyer']) {
          await page.goto(path);
          await expect(page.getByTestId('page-frame').first()).toBeVisible();
          expect(await page.locator('body').innerText()).not.toMatch(/passage/i);
          expect(await page.title()).not.toMatch(/passage/i);
        }
        await page.evaluate(() => localStorage.clear());
        await page.goto('/login');
        await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
        expect(await page.locator('body').innerText()).not.toMatch(/passage/i);
        expect(await page.title()).not.toMatch(/passage/i);
      } finally {
        await signIn(page, DEMO_ADMIN);
        await apiCall(page, '/tenant/update', {
          logo: original.body.result?.logo ?? null,
          favicon: original.body.result?.favicon ?? null,
          theme: original.body.result?.theme ?? {},
          profCompleted: 'yes',
        });
      }
    },
  );
});

test.describe('the shell, signed out first', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('axe-core finds no serious or critical violation on the shell’s pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, DEMO_ADMIN);
    await openSignedIn(page);
    for (const path of ['/dashboard', '/profile', '/notifications', '/globalsearch?q=iyer']) {
      await page.goto(path);
      await expect(page.getByTestId('page-frame').first()).toBeVisible();
      expect({ path, violations: await seriousViolations(page, [REMOTE_CONTENT]) }).toEqual({ path, violations: [] });
    }
    // The open search dialog and the open user menu too.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('iyer');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page, [REMOTE_CONTENT])).toEqual([]);
  });
});
