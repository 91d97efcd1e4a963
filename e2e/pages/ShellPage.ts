import { expect, type Locator, type Page } from '@playwright/test';

/** The shell around every page: header (account menu, bell), sidebar and the Ctrl-K search dialog. */
export class ShellPage {
  readonly sidebar: Locator;
  readonly accountMenu: Locator;
  readonly bell: Locator;
  readonly searchDialog: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    this.accountMenu = page.getByRole('button', { name: /Account menu/ });
    this.bell = page.getByTestId('notification-bell');
    this.searchDialog = page.getByRole('dialog', { name: 'Search' });
  }

  /** Opens `path` as the signed-in user and waits for the shell's header. */
  async open(path = '/dashboard'): Promise<this> {
    await this.page.goto(path);
    await expect(this.accountMenu).toBeVisible();
    return this;
  }

  /** The titles of the sidebar's domain groups (not the Starred section above them). */
  sidebarTitles(): Promise<string[]> {
    // The item's title, without a live count beside it (the Messages item's unread badge).
    return this.sidebar
      .locator(':scope > div')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => {
          const copy = link.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[data-testid="sidebar-unread-messages"]').forEach((badge) => badge.remove());
          return copy.textContent ?? '';
        }),
      );
  }

  /** Opens the search dialog with Ctrl-K and types `query`. */
  async search(query: string): Promise<Locator> {
    await this.page.keyboard.press('Control+k');
    await expect(this.searchDialog).toBeVisible();
    await this.searchDialog.getByRole('combobox').fill(query);
    return this.searchDialog;
  }

  /** Picks the first option of the open search dialog with the keyboard. */
  async pickFirstResult(): Promise<void> {
    await this.page.keyboard.press('ArrowDown');
    await this.page.keyboard.press('Enter');
  }
}
