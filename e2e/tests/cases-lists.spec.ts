import { expect, test } from '@playwright/test';
import { decodeCaseFilter } from 'shared/domain';
import { CaseListPage } from '../pages';
import { asRole } from '../support/auth';
import { seriousViolations } from '../support/shell';

/*
 * Case lists (issue 7, points 4 and 9): a filtered /cases link is shareable, /deadlines shows the
 * overdue cases, and a bulk paralegal assignment can be undone. Runs on the seeded demo tenant.
 */

test.describe('as the demo attorney', () => {
  test.use(asRole('attorney'));

  // @exclusive: the journeys create and move the attorney's cases; the two reads of the list must agree.
  test(
    'the demo attorney filters /cases by status and a copied link shows the same rows',
    { tag: '@exclusive' },
    async ({ page, context }) => {
      const list = await new CaseListPage(page).open('/cases');
      const table = list.table;
      // Filter by the status of the first case the attorney sees.
      const statusColumn = await list.columnIndex('Status');
      const status = (await table.locator('tbody tr').first().locator('td').nth(statusColumn).innerText()).trim();
      expect(status).not.toBe('');

      const dialog = await list.openFilters();
      await dialog.getByRole('group', { name: 'Statuses' }).getByLabel(status, { exact: true }).check();
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/api/petition/list') && r.request().postData()?.includes('statusIds') === true,
      );
      await dialog.getByRole('button', { name: 'Apply filters' }).click();
      await answered;
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
      await expect(page).toHaveURL(/[?&]filter=/);

      const filterParam = new URL(page.url()).searchParams.get('filter');
      const { filter } = decodeCaseFilter(filterParam);
      expect(filter.statusIds).toHaveLength(1);
      await expect(table).toHaveAttribute('aria-busy', 'false');
      const statuses = list.column(statusColumn);
      await expect
        .poll(async () => [...new Set(await statuses.allInnerTexts())].map((t) => t.trim()))
        .toEqual([status]);
      const filtered = await list.caseNumbers();
      expect(filtered.length).toBeGreaterThan(0);

      const shared = await context.newPage();
      const sharedList = await new CaseListPage(shared).open(page.url());
      await expect(shared.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
      await expect.poll(() => sharedList.caseNumbers()).toEqual(filtered);
    },
  );

  test('/deadlines shows an overdue case with its label and a link to it', async ({ page }) => {
    await page.goto('/deadlines');
    const table = page.getByRole('table', { name: 'Deadlines' });
    const overdue = table
      .locator('tbody tr')
      .filter({ hasText: /Overdue by \d+ day\(s\)/ })
      .first();
    await expect(overdue).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /overdue/ })).toBeVisible();
    const link = overdue.getByRole('link').first();
    const caseNumber = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/(petition|rfe-petition)-details\//);
    await expect(page.getByText(caseNumber).first()).toBeVisible();
  });
});

test.describe('as the demo admin', () => {
  test.use(asRole('admin'));

  // @exclusive: the assignment is seen, until undone, by every paralegal's case list and search.
  test('an admin bulk-assigns a paralegal to two cases, then undoes it', { tag: '@exclusive' }, async ({ page }) => {
    const list = await new CaseListPage(page).open('/bulkassignment');

    // Two cases without a paralegal.
    const paralegalColumn = await list.columnIndex('Paralegal');
    const numberColumn = await list.columnIndex('Case No.');
    const rows = list.rows;
    const picked: string[] = [];
    for (const row of await rows.all()) {
      if (picked.length === 2) break;
      if ((await row.locator('td').nth(paralegalColumn).innerText()).trim() !== '') continue;
      const number = (await row.locator('td').nth(numberColumn).innerText()).trim();
      await row.getByRole('checkbox', { name: `Select ${number}` }).check();
      picked.push(number);
    }
    expect(picked).toHaveLength(2);
    await expect(page.getByText('2 case(s) selected')).toBeVisible();

    const paralegal = page.getByLabel('Paralegal', { exact: true });
    await expect(paralegal.locator('option')).not.toHaveCount(2);
    const name = (await paralegal.locator('option').nth(2).innerText()).trim();
    await paralegal.selectOption({ label: name });
    await page.getByRole('button', { name: 'Preview changes' }).click();
    const preview = page.getByRole('table', { name: 'Changes to apply' });
    for (const number of picked) await expect(preview.getByRole('row').filter({ hasText: number })).toContainText(name);

    await page.getByRole('button', { name: 'Apply 2 change(s)' }).click();
    await expect(page.getByText(/You can undo them until/)).toBeVisible();
    for (const number of picked) {
      await expect(list.row(number).locator('td').nth(paralegalColumn)).toHaveText(name);
    }

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(/You can undo them until/)).toBeHidden();
    for (const number of picked) {
      await expect(list.row(number).locator('td').nth(paralegalColumn)).toHaveText('');
    }
  });

  /*
   * The shell's header and sidebar are checked by shell.spec.ts. The status badges are the kit's
   * CaseStatusBadge on SPEC §4's colours: docs/ui-kit.md explains that several of those mid-tones
   * reach 3:1 but not 4.5:1 with either text colour, so the kit's own test holds them to 3:1.
   */
  const NOT_OURS = ['header', 'nav', '[data-status-id]'];

  test('the case lists, their filter dialog and /deadlines have no serious accessibility problems', async ({
    page,
  }) => {
    test.setTimeout(180_000); // three pages and a dialog, each scanned by axe
    // /ref-cases, /old-cases and /case-transfer render the same list component as these.
    for (const path of ['/cases', '/bulkassignment', '/deadlines']) {
      await page.goto(path);
      await expect(page.getByRole('table').first().or(page.getByTestId('empty-state'))).toBeVisible();
      expect({ path, violations: await seriousViolations(page, NOT_OURS) }).toEqual({ path, violations: [] });
    }
    await page.goto('/cases');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filter cases' })).toBeVisible();
    expect({ path: 'filter dialog', violations: await seriousViolations(page, NOT_OURS) }).toEqual({
      path: 'filter dialog',
      violations: [],
    });
  });
});
