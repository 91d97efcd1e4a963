import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD_FOR_E2E } from '../support/demo';

/** The /login page: its 'Sign in' form and the 'Two-factor verification' step. */
export class SignInPage {
  readonly form: Locator;
  readonly mfaForm: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Sign in' });
    this.mfaForm = page.getByRole('form', { name: 'Two-factor verification' });
  }

  /** Opens `url` (a page that shows the sign-in form) and waits for the form. */
  async open(url = '/login'): Promise<this> {
    await this.page.goto(url);
    await expect(this.form).toBeVisible();
    return this;
  }

  /** Types e-mail and password into the form and submits. */
  async signIn(email: string, password: string = DEMO_PASSWORD_FOR_E2E): Promise<void> {
    await expect(this.form).toBeVisible();
    await this.form.getByLabel('Email').fill(email);
    await this.form.getByLabel('Password', { exact: true }).fill(password);
    await this.form.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Answers the two-factor step with `code`. */
  async verify(code: string): Promise<void> {
    await this.mfaForm.getByLabel('Authentication code').fill(code);
    await this.mfaForm.getByRole('button', { name: 'Verify' }).click();
  }
}
