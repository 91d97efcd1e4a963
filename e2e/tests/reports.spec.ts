import { expect, test } from '@playwright/test';
import { formatDate } from 'shared/domain';
import { ReportPage } from '../pages';
import { asRole } from '../support/auth';

/*
 * Reports (issue 17 point 4, docs/reports.md "The UI"): an admin opens the case list report,
 * filters and sorts it (the view lands in the URL), exports it as CSV, and the CSV's rows are the
 * rows on screen, in the same order. Runs on the seeded demo tenant.
 */

test.describe('as the demo admin', () => {
  test.use(asRole('admin'));

  // @exclusive: the table and the export are two reads of the firm's open cases; the journeys open
  // cases in parallel, which would put a row in one read and not the other.
  test(
    'a filtered, sorted case list report exports a CSV whose rows are the table’s',
    { tag: '@exclusive' },
    async ({ page }) => {
      const report = await new ReportPage(page, 'Case List Reports').open('/case-list-reports?size=100');

      await report.filters.getByLabel('Open or closed').selectOption('open');
      await report.apply();
      await expect(page).toHaveURL(/[?&]state=open(&|$)/);

      const sorted = page.waitForResponse((r) => r.url().endsWith('/api/reports/run') && r.ok());
      await report.table.getByRole('button', { name: /^Case number/ }).click();
      await sorted;
      await expect(page).toHaveURL(/[?&]sort=caseNumber(&|$)/);
      await expect(report.table.getByRole('columnheader', { name: /^Case number/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(report.table).toHaveAttribute('aria-busy', 'false');

      const headers = await report.headers();
      const shown = await report.rows();
      expect(shown.length).toBeGreaterThan(0);
      const total = Number(/of (\d+)/.exec((await report.range.innerText()).replace(/,/g, ''))?.[1]);
      expect(total).toBeGreaterThanOrEqual(shown.length);

      const download = await report.export('CSV');
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const [csvHeaders, ...csvRows] = await ReportPage.csvRows(download);
      expect(csvHeaders).toEqual(headers);
      // Every filtered row is in the file (the table shows the first page of them), in the table's order.
      expect(csvRows).toHaveLength(total);
      const dateColumns = new Set(['Created', 'Deadline'].map((h) => headers.indexOf(h)).filter((i) => i >= 0));
      const asShown = csvRows
        .slice(0, shown.length)
        .map((row) => row.map((cell, i) => (dateColumns.has(i) && cell ? formatDate(cell) : cell)));
      expect(asShown).toEqual(shown);
    },
  );
});
