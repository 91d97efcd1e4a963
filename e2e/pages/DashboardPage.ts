import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /dashboard (mf-reports, docs/dashboard.md "The UI"): the widget grid, arrange mode (add, move by
 * keyboard, resize, remove) and each widget's rows. Assertions stay in the specs.
 */
export class DashboardPage {
  readonly grid: Locator;
  readonly arrangeButton: Locator;
  readonly doneButton: Locator;
  readonly addWidgetButton: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('list', { name: 'Dashboard widgets' });
    this.arrangeButton = page.getByRole('button', { name: 'Arrange dashboard' });
    this.doneButton = page.getByRole('button', { name: 'Done arranging' });
    this.addWidgetButton = page.getByRole('button', { name: 'Add widget' });
  }

  /** Opens /dashboard and waits for the grid. */
  async open(path = '/dashboard'): Promise<this> {
    await this.page.goto(path);
    await expect(this.grid).toBeVisible();
    return this;
  }

  /** A widget by its title (each widget is a region named by its title). */
  widget(title: string): Locator {
    return this.grid.getByRole('region', { name: title, exact: true });
  }

  /** The widget titles in display order. */
  async titles(): Promise<string[]> {
    return (await this.grid.locator(':scope > li h2').allTextContents()).map((t) => t.trim());
  }

  /** The width step a widget shows in arrange mode ('S', 'M', 'L' or 'XL'). */
  size(title: string): Promise<string | null> {
    return this.grid
      .locator(':scope > li')
      .filter({ has: this.page.getByRole('region', { name: title, exact: true }) })
      .getAttribute('data-size');
  }

  async arrange(): Promise<void> {
    await this.arrangeButton.click();
    await expect(this.doneButton).toBeVisible();
  }

  async done(): Promise<void> {
    await this.doneButton.click();
    await expect(this.arrangeButton).toBeVisible();
  }

  /** Adds a widget from the 'Add a widget' dialog (arrange mode). */
  async addWidget(title: string): Promise<void> {
    await this.addWidgetButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a widget' });
    await dialog.getByRole('button', { name: `Add ${title}`, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.widget(title)).toBeVisible();
  }

  /** Titles the 'Add a widget' dialog offers (then closes it). */
  async offered(): Promise<string[]> {
    await this.addWidgetButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a widget' });
    const buttons = dialog.getByRole('button', { name: /^Add / });
    const names = (await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((n) =>
      n.replace(/^Add /, ''),
    );
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    return names;
  }

  /**
   * Moves a widget with the keyboard (@dnd-kit: Space picks up, arrows move, Space drops). The drop
   * waits until the live region says the widget is over another position: a move may first scroll
   * the page (smoothly), and dropping before that lands the widget where it was.
   */
  async moveWithKeyboard(
    title: string,
    key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
    times = 1,
  ): Promise<void> {
    const from = (await this.titles()).indexOf(title) + 1;
    const handle = this.page.getByRole('button', { name: `Move ${title}`, exact: true });
    await handle.focus();
    await this.page.keyboard.press('Space');
    for (let i = 0; i < times; i += 1) await this.page.keyboard.press(key);
    const moved = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} moved to position (\\d+) of`);
    const over = this.page.getByRole('status').filter({ hasText: moved });
    await expect
      .poll(async () => Number(moved.exec((await over.allTextContents()).join('').trim())?.[1] ?? from))
      .not.toBe(from);
    await this.page.keyboard.press('Space');
  }

  /** Removes a widget, confirming in the 'Remove widget?' dialog (arrange mode). */
  async remove(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove ${title}`, exact: true }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Remove widget?' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(confirm).toBeHidden();
  }

  /** Runs `action` and waits for the layout save it makes; returns the saved widget keys. */
  async saving(action: () => Promise<void>): Promise<string[]> {
    const response = this.page.waitForResponse((r) => r.url().endsWith('/api/dashboard/save-layout'));
    await action();
    const answer = await response;
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { result: { layout: { key: string }[] } };
    return body.result.layout.map((i) => i.key);
  }

  /** Picks a width step for a widget (arrange mode). */
  async resize(title: string, size: 'Small' | 'Medium' | 'Large' | 'Full width'): Promise<void> {
    await this.page.getByLabel(`Width of ${title}`, { exact: true }).selectOption({ label: size });
  }

  /** The record links of a widget's list view. */
  rowLinks(title: string): Locator {
    return this.widget(title)
      .getByRole('list', { name: `${title} rows` })
      .getByRole('link');
  }
}
