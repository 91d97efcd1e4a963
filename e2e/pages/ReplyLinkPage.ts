import { expect, type Locator, type Page } from '@playwright/test';

/** `/public/communication/reply?token=…`: a client's view of the thread's shared messages, with a reply box. */
export class ReplyLinkPage {
  readonly heading: Locator;
  readonly messages: Locator;
  readonly reply: Locator;
  readonly send: Locator;
  readonly sent: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Reply to your law firm' });
    this.messages = page.getByTestId('message');
    this.reply = page.getByLabel('Your reply');
    this.send = page.getByRole('button', { name: 'Send reply' });
    this.sent = page.getByRole('status').filter({ hasText: 'Your reply was sent' });
  }

  /** Opens a reply link (its path) and waits for the page. */
  async open(path: string): Promise<this> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible({ timeout: 45_000 });
    return this;
  }

  async answer(text: string): Promise<void> {
    await this.reply.fill(text);
    await this.send.click();
    await expect(this.sent).toBeVisible();
  }
}
