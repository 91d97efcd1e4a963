import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD_FOR_E2E } from '../support/demo';

/** The app host's origin (the operator's console is there, not at a firm's host). */
export const platformOrigin = (): string => `http://localhost:${process.env.E2E_PORT ?? 4000}`;
/** A firm's origin: `<slug>.localhost`. */
export const firmOrigin = (slug: string): string => `http://${slug}.localhost:${process.env.E2E_PORT ?? 4000}`;

/** /firms, the operator console (issue 16.6): the firm list and its "Invite a firm" dialog. */
export class OperatorConsolePage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /Firms/ });
  }

  /** Signs the operator in at the app host through /api/auth/login and opens /firms. */
  async signInAndOpen(email: string, password: string = DEMO_PASSWORD_FOR_E2E): Promise<void> {
    await this.page.goto(`${platformOrigin()}/login`);
    const answer = await this.page.evaluate(
      async ({ email, password }) => {
        const res = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
        return { status: res.status, body: (await res.json()) as { result: { token?: string; user?: { roleId: number } } } };
      },
      { email, password },
    );
    const { token, user } = answer.body.result;
    if (answer.status !== 200 || !token || !user) throw new Error(`operator sign-in answered ${answer.status}`);
    await this.page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('passage.token', token);
        localStorage.setItem('passage.user', JSON.stringify(user));
        localStorage.setItem('passage.role', String(user.roleId));
      },
      { token, user },
    );
    await this.page.goto(`${platformOrigin()}/firms`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Firms' })).toBeVisible({ timeout: 45_000 });
  }

  async invite(firm: { name: string; slug: string; adminName: string; adminEmail: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'Invite a firm' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Invite a firm' });
    await dialog.getByLabel('Firm name').fill(firm.name);
    await dialog.getByLabel('Subdomain').fill(firm.slug);
    await dialog.getByLabel('Admin name').fill(firm.adminName);
    await dialog.getByLabel('Admin e-mail').fill(firm.adminEmail);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }
}

/** /basic-settings, the firm profile form (issue 16.1). */
export class FirmProfilePage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Firm profile' });
  }

  /** Fills what the profile still needs and saves it as complete. */
  async complete(v: { fein: string; phone: string; line1: string; zipcode: string }): Promise<void> {
    const f = this.form;
    await expect(f).toBeVisible({ timeout: 45_000 });
    await f.getByRole('textbox', { name: 'FEIN' }).fill(v.fein);
    await f.getByRole('textbox', { name: 'Phone', exact: true }).fill(v.phone);
    await f.getByRole('textbox', { name: 'Address line 1' }).fill(v.line1);
    await pickFirstReal(f.getByRole('combobox', { name: 'Country', exact: true }), 'United States');
    await pickFirstReal(f.getByRole('combobox', { name: 'State', exact: true }));
    await pickFirstReal(f.getByRole('combobox', { name: 'City', exact: true }));
    await f.getByRole('textbox', { name: 'Zip code' }).fill(v.zipcode);
    await f.getByRole('button', { name: 'Save and complete profile' }).click();
    await expect(f.getByText('Your firm profile is complete.')).toBeVisible();
  }
}

/** Chooses `label` when given, else the first option with a value, once the options have loaded. */
async function pickFirstReal(select: Locator, label?: string): Promise<void> {
  await expect(select).toBeEnabled();
  await expect.poll(async () => select.locator('option:not([value=""])').count()).toBeGreaterThan(0);
  if (label) await select.selectOption({ label });
  else await select.selectOption((await select.locator('option:not([value=""])').first().getAttribute('value'))!);
}

/** /workflow-config/:id, the workflow designer (issue 16.3). */
export class WorkflowDesignerPage {
  constructor(readonly page: Page) {}

  /** `origin`: the firm's (firmOrigin), since the spec's firm is not the base URL's demo firm. */
  async open(origin: string, key: string): Promise<void> {
    await this.page.goto(`${origin}/workflow-config/${key}`);
    await expect(this.page.getByRole('list', { name: 'Workflow steps' })).toBeVisible({ timeout: 45_000 });
  }

  /** Adds the first step the workflow does not have yet; answers its code. */
  async addFirstMissingStep(): Promise<string> {
    const select = this.page.getByLabel('Add a step');
    const code = (await select.locator('option:not([value=""])').first().getAttribute('value'))!;
    await select.selectOption(code);
    await this.page.getByRole('button', { name: 'Add step' }).click();
    const step = this.page.getByRole('list', { name: 'Workflow steps' }).locator(`[data-step="${code}"]`);
    await expect(step).toBeVisible();
    // A new step has no editors yet: as a notification-only step it needs none (the designer's rule).
    await step.getByRole('combobox', { name: /^Action required for / }).selectOption('No');
    return code;
  }

  async saveAsNewVersion(): Promise<void> {
    await this.page.getByRole('button', { name: /^Save as a new (workflow )?version$/ }).click();
    await expect(this.page.getByText(/version \d+ saved/)).toBeVisible();
  }
}
