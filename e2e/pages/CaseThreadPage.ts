import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A case's message thread (case-kit/messages): on the case Communication tab and in the /messages
 * inbox. Messages carry `data-visibility` (internal | shared) and their marker text.
 */
export class CaseThreadPage {
  readonly thread: Locator;
  readonly messages: Locator;
  readonly internal: Locator;
  readonly shared: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.thread = page.getByTestId('case-thread');
    this.messages = this.thread.getByTestId('message');
    this.internal = this.thread.getByRole('radio', { name: 'Internal (staff only)' });
    this.shared = this.thread.getByRole('radio', { name: 'Shared with the client' });
    this.send = this.thread.getByRole('button', { name: 'Send', exact: true });
  }

  /** Opens the case's Communication tab and waits for the thread. */
  async openCase(caseId: string): Promise<this> {
    await this.page.goto(`/petition-details/${caseId}?tab=Communication`);
    // The first visit of a page loads the remote; on a busy machine that can take a while.
    await expect(this.thread).toBeVisible({ timeout: 45_000 });
    await expect(this.thread.getByText('Loading messages…')).toBeHidden();
    return this;
  }

  /** The message box (its label names the chosen visibility). */
  box(): Locator {
    return this.thread.getByRole('combobox', { name: /message/i });
  }

  /** The message with this text. */
  message(text: string): Locator {
    return this.messages.filter({ hasText: text });
  }

  /** Writes and sends a message of a visibility (staff); waits until it is in the thread. */
  async post(text: string, visibility?: 'internal' | 'shared'): Promise<Locator> {
    if (visibility) await (visibility === 'internal' ? this.internal : this.shared).check();
    await this.box().fill(text);
    await this.send.click();
    const sent = this.message(text);
    await expect(sent).toBeVisible();
    await expect(this.box()).toHaveValue('');
    return sent;
  }
}
