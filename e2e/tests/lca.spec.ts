import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CASE_TYPE } from 'shared/domain';
import { LcaDetailsPage, PafGenerationPage, RequestLcaPage } from '../pages';
import { pageAs } from '../support/auth';
import { apiCall } from '../support/identity';

/*
 * Issue 19's LCA journey (docs/lca.md, "The UI"): the attorney's H-1B case requests an LCA from its
 * Case actions card; the LCA manager fills the ETA-9035, records the posting notice with its proof,
 * files and certifies it; the case's LCA_SUBMIT step completes; the public access file is generated
 * and its PDF downloaded and read back (page count, title, the notice proof embedded as a page).
 */

const isoDay = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const usDay = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A one-page PDF standing in for the photo of the posted notice. */
async function proofPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

test('an H-1B case requests an LCA; the LCA manager certifies it with its notice; the case’s LCA step completes; the PAF is generated and read back', async ({ browser }) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString().slice(-6);

  // The attorney opens an H-1B case for a demo beneficiary of a demo petitioner.
  const attorney = await pageAs(browser, 'attorney');
  const attorneyId = await attorney.evaluate(() => (JSON.parse(localStorage.getItem('passage.user') ?? '{}') as { userId?: string }).userId);
  const bens = await apiCall<{ data: { id: string; companyId: string | null }[] }>(attorney, '/beneficiary/list', { perpage: 100, matcher: { relation: 'principal' } });
  const ben = bens.body.result?.data.find((b) => b.companyId);
  expect(ben, 'a demo beneficiary of a demo petitioner').toBeTruthy();
  const created = await apiCall<{ id: string; caseNumber: string }>(attorney, '/petition/create', {
    typeId: CASE_TYPE.H1B,
    subTypeId: 1,
    petitionerId: ben!.companyId,
    beneficiaryId: ben!.id,
    attorneyId,
    deadlineDate: isoDay(90),
  });
  expect(created.status).toBe(200);
  const { id: caseId, caseNumber } = created.body.result!;

  // "Request LCA" on the case's actions card opens the request page for this case.
  await attorney.goto(`/petition-details/${caseId}`);
  await attorney.getByRole('region', { name: 'Case actions' }).getByRole('button', { name: 'Request LCA' }).click({ timeout: 45_000 });
  await expect(attorney).toHaveURL(new RegExp(`/requestlca/${caseId}$`));
  const request = new RequestLcaPage(attorney);
  await expect(request.heading(caseNumber)).toBeVisible({ timeout: 45_000 });
  await request.jobTitle.fill('Software Engineer');
  await request.submit.click();
  await expect(attorney).toHaveURL(/\/lca-details\/[0-9a-f-]{36}$/);
  const lcaId = attorney.url().split('/').pop()!;
  const lcaNumber = (await apiCall<{ caseNumber: string }>(attorney, '/lca/details', { lcaId })).body.result!.caseNumber;
  await expect(attorney.getByRole('heading', { level: 1, name: `LCA ${lcaNumber}` })).toBeVisible();
  await expect(attorney.getByRole('region', { name: 'Summary' }).getByRole('link', { name: caseNumber })).toBeVisible();

  // The LCA manager fills the ETA-9035: a period starting in a month (filing is allowed 6 months ahead).
  const manager = await pageAs(browser, 'lcaManager');
  const lca = await new LcaDetailsPage(manager).open(lcaId);
  await expect(lca.heading(lcaNumber)).toBeVisible();
  const start = isoDay(30);
  const end = `${Number(start.slice(0, 4)) + 2}${start.slice(4)}`;
  // A bad period first: the shared rule's message, nothing saved.
  await lca.form.getByLabel('Start', { exact: true }).fill(usDay(start));
  await lca.form.getByLabel('End', { exact: true }).fill(usDay(`${Number(start.slice(0, 4)) + 4}${start.slice(4)}`));
  await lca.save.click();
  await expect(lca.form.getByText('The period of employment can be at most 3 years.')).toBeVisible();
  await lca.fill({
    employerName: `Acme Software ${suffix}`,
    fein: '12-3456789',
    soc: '15-1252',
    wageLevel: 'II',
    prevailingWage: '100000',
    offeredWage: '120000',
    start: usDay(start),
    end: usDay(end),
    worksite: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    fte: '40',
    h1b: '5',
  });
  await expect(lca.form.getByTestId('computed-dependency')).toContainText('Not H-1B dependent');

  // Filing is refused until the worksite's notice is recorded; then the notice with its proof.
  const eta = `I-200-${suffix.slice(0, 5)}-${suffix}`;
  await lca.newStatus.selectOption({ label: 'Filed with DOL' });
  await manager.getByLabel('ETA case number').fill(eta);
  await lca.changeStatus.click();
  await expect(manager.getByText(/Record the posting notices of every worksite/).first()).toBeVisible();
  await expect(lca.notices).toBeVisible();
  await lca.addElectronicNotice(1, 'Intranet: hr.acme.test/lca-notices', usDay(isoDay(0)), { name: 'notice-proof.pdf', buffer: await proofPdf(`Notice proof ${suffix}`) });
  await lca.moveTo('Filed with DOL', eta);
  await lca.moveTo('Certified');
  await expect(lca.summary).toContainText('Certified');
  await expect(lca.summary).toContainText(eta);

  // The H-1B case's LCA step is complete (certification completes LCA_SUBMIT of the case using it).
  await attorney.goto(`/petition-details/${caseId}?tab=Workflow`);
  await expect(attorney.locator('[data-step="LCA_SUBMIT"]')).toContainText('Done by', { timeout: 45_000 });
  const details = await apiCall<{ completedActivities: string[]; lcaStatusLogs: { statusId: number }[] }>(attorney, '/petition/details', { petitionId: caseId });
  expect(details.body.result?.completedActivities).toContain('LCA_SUBMIT');
  expect(details.body.result?.lcaStatusLogs.map((l) => l.statusId)).toContain(2);

  // The public access file: generated, downloaded, read back.
  const paf = await new PafGenerationPage(manager).open(lcaId);
  await paf.generate.click();
  await expect(paf.download).toBeVisible();
  const href = await paf.download.getAttribute('href');
  expect(href).toBeTruthy();
  // Fetched by the page itself (the browser resolves demo.localhost; Node's resolver does not).
  const file = await manager.evaluate(async (url) => {
    const r = await fetch(url);
    return { status: r.status, type: r.headers.get('content-type'), bytes: Array.from(new Uint8Array(await r.arrayBuffer())) };
  }, href!);
  expect(file.status).toBe(200);
  expect(file.type).toContain('application/pdf');
  const pdf = await PDFDocument.load(Uint8Array.from(file.bytes));
  // Index, certified LCA, wage memo, prevailing wage source, notice record, the proof's own page, benefits.
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(7);
  expect(pdf.getTitle()).toContain(eta);
  expect(pdf.getSubject()).toBe('Public access file (20 CFR 655.760)');
});
