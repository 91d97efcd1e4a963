import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** Parses CSV text (RFC 4180: quotes, doubled quotes, CRLF, a BOM) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * A registry report of mf-reports (/case-list-reports, /branchwise-case-summary, …; docs/reports.md
 * "The UI"): its filter bar, the table with its totals row, paging and the export menu.
 */
export class ReportPage {
  readonly filters: Locator;
  readonly table: Locator;
  readonly bodyRows: Locator;
  readonly range: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.filters = page.getByRole('form', { name: `${title} filters` });
    this.table = page.getByRole('table', { name: title, exact: true });
    this.bodyRows = this.table.locator('tbody tr');
    this.range = page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-live]');
  }

  /** Opens `path` and waits until the report answered (rows, or the empty state). */
  async open(path: string): Promise<this> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
    await expect(this.table.or(this.page.getByTestId('empty-state'))).toBeVisible();
    return this;
  }

  /** Applies the filter bar and waits for the report's answer to the new view. */
  async apply(): Promise<void> {
    const answered = this.page.waitForResponse((r) => r.url().endsWith('/api/reports/run') && r.ok());
    await this.filters.getByRole('button', { name: 'Apply filters' }).click();
    await answered;
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
  }

  /** The header labels, without the sort marks. */
  async headers(): Promise<string[]> {
    return (await this.table.locator('thead th').allInnerTexts()).map((t) => t.replace(/[▲▼]/g, '').trim());
  }

  /** The cells of every body row as shown. */
  async rows(): Promise<string[][]> {
    return this.bodyRows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())),
    );
  }

  /** Exports a format from the 'Export ▾' menu and answers the browser's download. */
  async export(label: 'CSV' | 'Excel (XLSX)' | 'PDF'): Promise<Download> {
    await this.page.getByRole('button', { name: 'Export ▾' }).click();
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: `Export ${label}` }).click();
    return download;
  }

  /** The rows of a downloaded CSV file (header first). */
  static async csvRows(download: Download): Promise<string[][]> {
    const path = await download.path();
    return parseCsv(await readFile(path, 'utf8'));
  }
}
