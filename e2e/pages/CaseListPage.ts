import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A case list (/cases, /bulkassignment, /ref-cases, …): the 'Cases' table, its columns and the
 * 'Filter cases' dialog (docs/cases-ui.md).
 */
export class CaseListPage {
  readonly table: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Cases' });
    this.rows = this.table.locator('tbody tr');
  }

  /** Opens `path` and waits for the first row. */
  async open(path: '/cases' | '/bulkassignment' | (string & {}) = '/cases'): Promise<this> {
    await this.page.goto(path);
    await expect(this.rows.first()).toBeVisible();
    return this;
  }

  /** The 0-based index of a column by its header text (columns can be hidden, not reordered). */
  async columnIndex(header: string): Promise<number> {
    const headers = (await this.table.locator('thead th').allInnerTexts()).map((t) => t.replace(/[▲▼]/g, '').trim());
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
    return index;
  }

  /** The cells of one column, every row. */
  column(index: number): Locator {
    return this.table.locator(`tbody tr td:nth-child(${index + 1})`);
  }

  /** The case numbers shown, in order. */
  async caseNumbers(): Promise<string[]> {
    return (await this.table.locator('tbody tr td:nth-child(1) strong').allTextContents()).map((t) => t.trim());
  }

  /** The row showing `text` (a case number). */
  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** Opens the 'Filter cases' dialog from the 'Filters' button. */
  async openFilters(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Filter cases' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
