import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages';
import { asRole } from '../support/auth';

/*
 * The dashboard (issue 17 points 1–3, docs/dashboard.md "The UI"): the demo admin arranges his
 * dashboard (adds a widget, moves one with the keyboard, resizes one), reloads and finds it kept,
 * then opens a widget's row and lands on the record.
 */

test.describe('as the demo admin', () => {
  // A laptop-height window: the keyboard move below targets a widget under the visible part of the
  // shell's scrolling main, which scrolls it into view and drops there (docs/dashboard.md, The UI).
  test.use({ ...asRole('admin'), viewport: { width: 1440, height: 720 } });

  // @exclusive: the arrangement is the demo admin's own, and every admin test lands on /dashboard.
  test(
    'arranges the dashboard, reloads and finds it kept, then opens a row',
    { tag: '@exclusive' },
    async ({ page }) => {
      const dash = await new DashboardPage(page).open();
      await expect(dash.grid.locator(':scope > li').first()).toBeVisible();
      const initial = await dash.titles();
      expect(initial.length).toBeGreaterThan(2);

      await dash.arrange();
      // Add a widget: the role's default shows every offered widget, so one is taken off first
      // (after the confirmation) and added back from 'Add a widget', where it goes to the top.
      const last = initial.at(-1)!;
      await dash.saving(() => dash.remove(last));
      await expect(dash.widget(last)).toHaveCount(0);
      expect(await dash.offered()).toContain(last);
      await dash.saving(() => dash.addWidget(last));
      await expect.poll(() => dash.titles()).toEqual([last, ...initial.slice(0, -1)]);

      // Move the first widget down a row with the keyboard (Space, ArrowDown, Space).
      const beforeMove = await dash.titles();
      await dash.saving(() => dash.moveWithKeyboard(beforeMove[0]!, 'ArrowDown'));
      await expect.poll(() => dash.titles()).not.toEqual(beforeMove);
      const arranged = await dash.titles();
      expect([...arranged].sort()).toEqual([...beforeMove].sort());

      // Resize the second widget to the other end of the scale.
      const resized = arranged[1]!;
      const next = (await dash.size(resized)) === 'XL' ? 'Small' : 'Full width';
      await dash.saving(() => dash.resize(resized, next));
      const size = next === 'Small' ? 'S' : 'XL';
      await expect.poll(() => dash.size(resized)).toBe(size);
      await dash.done();

      await page.reload();
      await expect(dash.grid).toBeVisible();
      await expect.poll(() => dash.titles()).toEqual(arranged);
      expect(await dash.size(resized)).toBe(size);

      // A widget's row opens its record.
      const link = dash.grid
        .getByRole('list', { name: / rows$/ })
        .getByRole('link')
        .first();
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      const title = (await link.innerText()).trim();
      await link.click();
      await expect(page).toHaveURL(href);
      // A case row reads '<case number> · <type>'; the record's heading names the case number.
      const record = title.split(' · ')[0]!;
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(record) })).toBeVisible();

      // Back to the role's default, for the other admin tests.
      await dash.open();
      await dash.arrange();
      await page.getByRole('button', { name: 'Reset to default' }).click();
      await page
        .getByRole('alertdialog', { name: 'Reset the dashboard?' })
        .getByRole('button', { name: 'Reset' })
        .click();
      await expect.poll(() => dash.titles()).toEqual(initial);
    },
  );
});
