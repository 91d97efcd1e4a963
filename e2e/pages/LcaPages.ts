import { expect, type Locator, type Page } from '@playwright/test';

/** The first visit of a remote's page loads its bundle; on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 45_000 };

/** `/requestlca/:caseId`: request an LCA from an H-1B case. */
export class RequestLcaPage {
  readonly workers: Locator;
  readonly jobTitle: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.workers = page.getByLabel('Number of workers');
    this.jobTitle = page.getByLabel('Job title');
    this.submit = page.getByRole('button', { name: 'Request LCA' });
  }

  heading(caseNumber: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Request LCA for ${caseNumber}` });
  }
}

export interface EtaData {
  employerName: string;
  fein: string;
  soc: string;
  wageLevel: 'I' | 'II' | 'III' | 'IV';
  prevailingWage: string;
  offeredWage: string;
  /** MM/DD/YYYY */
  start: string;
  end: string;
  worksite: { street: string; city: string; state: string; zip: string };
  fte: string;
  h1b: string;
}

/** `/lca-details/:itemId`: the ETA-9035 form, the status panel and the posting notices. */
export class LcaDetailsPage {
  readonly form: Locator;
  readonly save: Locator;
  readonly newStatus: Locator;
  readonly changeStatus: Locator;
  readonly summary: Locator;
  readonly notices: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'ETA-9035 data' });
    this.save = page.getByRole('button', { name: 'Save LCA' });
    this.newStatus = page.getByRole('combobox', { name: 'New status' });
    this.changeStatus = page.getByRole('button', { name: 'Change status' });
    this.summary = page.getByRole('region', { name: 'Summary' });
    this.notices = page.getByRole('region', { name: 'Posting notices' });
  }

  async open(lcaId: string): Promise<this> {
    await this.page.goto(`/lca-details/${lcaId}`);
    await expect(this.form).toBeVisible(FIRST_LOAD);
    return this;
  }

  heading(caseNumber: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `LCA ${caseNumber}` });
  }

  /** Fills every section the filing needs and saves. */
  async fill(d: EtaData): Promise<void> {
    const f = this.form;
    await f.getByLabel('Employer’s legal name').fill(d.employerName);
    await f.getByLabel('FEIN').fill(d.fein);
    const soc = f.getByRole('combobox', { name: 'SOC code' });
    await soc.fill(d.soc);
    await this.page.getByRole('option', { name: new RegExp(`^${d.soc}`) }).first().click();
    await f.getByLabel('Wage level').selectOption(d.wageLevel);
    await f.getByLabel('Prevailing wage', { exact: true }).fill(d.prevailingWage);
    await f.getByLabel('Prevailing wage source').selectOption('OFLC_OEWS');
    await f.getByLabel('Offered wage (from)').fill(d.offeredWage);
    await f.getByLabel('Start', { exact: true }).fill(d.start);
    await f.getByLabel('End', { exact: true }).fill(d.end);
    if ((await f.getByRole('group', { name: 'Worksite 1' }).count()) === 0) await f.getByRole('button', { name: 'Add worksite' }).click();
    const site = f.getByRole('group', { name: 'Worksite 1' });
    await site.getByLabel('Street').fill(d.worksite.street);
    await site.getByLabel('City').fill(d.worksite.city);
    await site.getByLabel('State').fill(d.worksite.state);
    await site.getByLabel('ZIP code').fill(d.worksite.zip);
    await f.getByLabel('Full-time equivalent employees').fill(d.fte);
    await f.getByLabel('H-1B workers', { exact: true }).fill(d.h1b);
    await f.getByLabel('Employer says: H-1B dependent').selectOption('no');
    await f.getByLabel('Wilful violator').selectOption('no');
    await this.save.click();
    await expect(this.page.getByText('LCA saved.')).toBeVisible();
  }

  /** Adds an electronic posting notice with a PDF proof to worksite `n` (1-based) through the posting-notice panel. */
  async addElectronicNotice(n: number, where: string, postedOn: string, proof: { name: string; buffer: Buffer }): Promise<void> {
    await this.notices.getByRole('button', { name: `Add posting location to worksite ${n}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add posting location' });
    await dialog.getByLabel('Kind of notice').selectOption('electronic');
    await dialog.getByLabel('Where it is published').fill(where);
    await dialog.getByLabel('Posted on').fill(postedOn);
    await dialog.locator('input[type="file"]').setInputFiles({ name: proof.name, mimeType: 'application/pdf', buffer: proof.buffer });
    const save = dialog.getByRole('button', { name: 'Save notice' });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
  }

  /** Moves the LCA to `statusLabel`, with the ETA case number when filing. */
  async moveTo(statusLabel: string, eta?: string): Promise<void> {
    await this.newStatus.selectOption({ label: statusLabel });
    if (eta) await this.page.getByLabel('ETA case number').fill(eta);
    await this.changeStatus.click();
    await expect(this.page.getByText(`The LCA is now “${statusLabel}”.`)).toBeVisible();
  }
}

/** `/paf-generation?lcaId=…`: one LCA's public access file. */
export class PafGenerationPage {
  readonly generate: Locator;
  readonly download: Locator;

  constructor(readonly page: Page) {
    this.generate = page.getByRole('button', { name: /Generate public access file|Generate again/ });
    this.download = page.getByRole('link', { name: 'Download PDF' });
  }

  async open(lcaId: string): Promise<this> {
    await this.page.goto(`/paf-generation?lcaId=${encodeURIComponent(lcaId)}`);
    await expect(this.generate).toBeVisible(FIRST_LOAD);
    return this;
  }
}
