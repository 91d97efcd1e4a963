import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { CASE_TYPE, DEMO_LOGINS, formatDate, RECEIPT_NUMBER_MESSAGE, TRACKING_BUTTON_TEXT } from 'shared/domain';
import { apiCall } from '../support/identity';
import { pageAs as pageAsRole, roleOfEmail } from '../support/auth';
import { signIn } from '../support/signIn';

/*
 * Issue 7's attorney journey on the case details page (docs/cases-ui.md, Details): the demo
 * attorney opens an H-1B case for a demo petitioner and beneficiary, the admin and the paralegal
 * work their steps of the default workflow in order, tracking and the receipt number are recorded,
 * an RFE opens its own case (seen on /deadlines), is answered, and the approval closes the case.
 * The paralegal meets a step the rules keep from him and reads why.
 */

const login = (roleId: number) => {
  const l = DEMO_LOGINS.find((x) => x.tenant === 'demo' && x.roleId === roleId);
  if (!l) throw new Error(`no demo login with role ${roleId}`);
  return l;
};
const ADMIN = login(3);
const ATTORNEY = login(6);
const PARALEGAL = login(8);

const isoDay = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const usDay = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A page of its own browser context, signed in as `email`: the setup project's stored session when it keeps one. */
async function pageAs(browser: Browser, email: string): Promise<Page> {
  const role = roleOfEmail(email);
  if (role) return pageAsRole(browser, role);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const step = (page: Page, code: string): Locator => page.locator(`[data-step="${code}"]`);

async function openWorkflow(page: Page, caseId: string): Promise<void> {
  await page.goto(`/petition-details/${caseId}?tab=Workflow`);
  // The first visit of a page loads the remote; on a busy machine that can take a while.
  await expect(page.getByRole('tab', { name: 'Workflow' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 45_000,
  });
}

/** Completes the step through its 'Mark complete' button and dialog; waits for 'Done by'. */
async function completeStep(page: Page, code: string): Promise<void> {
  await step(page, code).getByRole('button', { name: 'Mark complete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Mark complete' }).click();
  await expect(dialog).toBeHidden();
  await expect(step(page, code)).toContainText('Done by');
}

test('the attorney journey: create, assign, work the workflow, file, RFE, answer, approval', async ({ browser }) => {
  test.setTimeout(300_000);
  const attorney = await pageAs(browser, ATTORNEY.email);

  // The attorney opens an H-1B case for a demo beneficiary of a demo petitioner (on the case as its attorney).
  const attorneyId = await attorney.evaluate(
    () => (JSON.parse(localStorage.getItem('passage.user') ?? '{}') as { userId?: string }).userId,
  );
  expect(attorneyId).toBeTruthy();
  const bens = await apiCall<{ data: { id: string; companyId: string | null }[] }>(attorney, '/beneficiary/list', {
    perpage: 100,
    matcher: { relation: 'principal' },
  });
  const ben = bens.body.result?.data.find((b) => b.companyId);
  expect(ben, 'a demo beneficiary of a demo petitioner').toBeTruthy();
  const created = await apiCall<{ id: string; caseNumber: string }>(attorney, '/petition/create', {
    typeId: CASE_TYPE.H1B,
    subTypeId: 1,
    petitionerId: ben!.companyId,
    beneficiaryId: ben!.id,
    attorneyId,
    deadlineDate: isoDay(60),
  });
  expect(created.status).toBe(200);
  const caseId = created.body.result!.id;
  const caseNumber = created.body.result!.caseNumber;

  await attorney.goto(`/petition-details/${caseId}`);
  await expect(attorney.getByRole('heading', { level: 1, name: `Case ${caseNumber}` })).toBeVisible();
  await expect(attorney.getByRole('tab', { name: 'Case Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(attorney.getByRole('region', { name: 'Case summary' })).toContainText('H-1B');

  // The admin works the intake steps in order and assigns the paralegal; the attorney step is confirmed.
  const admin = await pageAs(browser, ADMIN.email);
  await openWorkflow(admin, caseId);
  for (const code of ['SUBMIT_BY_BENEFICIARY', 'SUBMIT_TO_LAW_FIRM', 'ASSIGN_CASE_ADMINISTRATOR', 'FIRST_RECEIVER']) {
    await completeStep(admin, code);
  }
  await step(admin, 'ASSIGN_PARALEGAL').getByRole('button', { name: 'Assign paralegal' }).click();
  const assign = admin.getByRole('dialog', { name: 'Assign paralegal' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByRole('alert')).toHaveText('Please select the paralegal.');
  await assign.getByLabel('Paralegal').selectOption({ label: `${PARALEGAL.name} (${PARALEGAL.email})` });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign).toBeHidden();
  await expect(step(admin, 'ASSIGN_PARALEGAL')).toContainText('Done by');
  await completeStep(admin, 'ASSIGN_ATTORNEY');
  await admin.getByRole('tab', { name: 'Case Details' }).click();
  const slots = admin.getByRole('region', { name: 'Assignments' });
  await expect(slots.locator('[data-slot="attorney"]')).toContainText(ATTORNEY.name);
  await expect(slots.locator('[data-slot="paralegal"]')).toContainText(PARALEGAL.name);

  // The paralegal collects the evidence; the admin names the approver.
  const paralegal = await pageAs(browser, PARALEGAL.email);
  await openWorkflow(paralegal, caseId);
  await completeStep(paralegal, 'COLLECT_EVIDENCE');
  await openWorkflow(admin, caseId);
  await completeStep(admin, 'ASSIGN_CASE_APPROVER');

  // The attorney approves, settles the filing fee from the fee table, and requests the signature.
  await openWorkflow(attorney, caseId);
  await completeStep(attorney, 'CASE_APPROVED');
  await step(attorney, 'FILING_FEE').getByRole('button', { name: 'Filing fees' }).click();
  const fees = attorney.getByRole('dialog', { name: 'Filing fees' });
  await expect(fees).toContainText('Fee table effective');
  await expect(fees.getByRole('row', { name: /Total/ })).toContainText('$');
  await fees.getByRole('button', { name: 'Mark filing fee done' }).click();
  await expect(fees).toBeHidden();
  await expect(step(attorney, 'FILING_FEE')).toContainText('Done by');
  await completeStep(attorney, 'REQUEST_PETITIONER_SIGN');

  // The paralegal cannot do what the rules keep for others, and sees why.
  await openWorkflow(paralegal, caseId);
  const signers = step(paralegal, 'DOCUMENT_SIGNERS').getByRole('button', { name: 'Mark complete' });
  await expect(signers).toBeDisabled();
  await expect(signers).toHaveAccessibleDescription('Only Petitioner can complete "Document Signers".');
  const approval = paralegal.getByRole('button', { name: 'Admin approval' });
  await expect(approval).toBeDisabled();
  await expect(approval).toHaveAccessibleDescription('Only an Admin or Branch Manager can approve a case.');
  const refused = await apiCall(paralegal, '/petition/complete-activity', {
    petitionId: caseId,
    activityCode: 'DOCUMENT_SIGNERS',
  });
  expect(refused.status).toBe(403);

  // The admin records the signers and the forms review (admins act on any step).
  await openWorkflow(admin, caseId);
  await completeStep(admin, 'DOCUMENT_SIGNERS');
  await completeStep(admin, 'SUPERVISOR_FORMS_REVIEW');

  // The attorney attaches the scanned packet and submits to USCIS.
  await attorney.goto(`/petition-details/${caseId}?tab=Documents`);
  await attorney
    .getByRole('region', { name: 'Scanned copies of the filed packet' })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'h1b-packet.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    });
  await expect(attorney.getByRole('region', { name: 'Scanned copies of the filed packet' })).toContainText(
    'h1b-packet.pdf',
  );
  await attorney.getByRole('tab', { name: 'Workflow' }).click();
  await step(attorney, 'SUBMIT_TO_USCIS').getByRole('button', { name: 'Submit to USCIS' }).click();
  const confirm = attorney.getByRole('alertdialog', { name: 'Submit to USCIS?' });
  await confirm.getByRole('button', { name: 'Submit to USCIS' }).click();
  await expect(confirm).toBeHidden();
  await expect(step(attorney, 'SUBMIT_TO_USCIS')).toContainText('Done by');
  const trackingForAttorney = attorney.getByRole('button', { name: TRACKING_BUTTON_TEXT.tracking }).first();
  await expect(trackingForAttorney).toBeDisabled();
  await expect(trackingForAttorney).toHaveAccessibleDescription('You are not an editor of "Courier Tracking".');

  // The admin records the courier and the USCIS receipt number.
  await openWorkflow(admin, caseId);
  await step(admin, 'COURIER_TRACKING').getByRole('button', { name: TRACKING_BUTTON_TEXT.tracking }).click();
  const courier = admin.getByRole('dialog', { name: TRACKING_BUTTON_TEXT.tracking });
  await courier.getByLabel('Carrier').selectOption({ label: 'FedEx' });
  await courier.getByLabel('Tracking Number').fill('771234567890');
  await courier.getByRole('button', { name: 'Save' }).click();
  await expect(courier).toBeHidden();
  await step(admin, 'UPDATE_USCIS_RECEIPT_NUMBER').getByRole('button', { name: TRACKING_BUTTON_TEXT.receipt }).click();
  const receipt = admin.getByRole('dialog', { name: TRACKING_BUTTON_TEXT.receipt });
  await receipt.getByLabel('Receipt Number').fill('EAC26123');
  await receipt.getByRole('button', { name: 'Save' }).click();
  await expect(receipt.getByRole('alert')).toHaveText(RECEIPT_NUMBER_MESSAGE);
  await receipt.getByLabel('Receipt Number').fill('eac 2612345678');
  await receipt.getByRole('button', { name: 'Save' }).click();
  await expect(receipt).toBeHidden();
  await expect(admin.getByRole('region', { name: 'Case summary' })).toContainText('EAC2612345678');

  // The paralegal records the RFE; its case opens with the response due date.
  const noticeDate = isoDay(0);
  const dueDate = isoDay(30);
  await openWorkflow(paralegal, caseId);
  await step(paralegal, 'UPDATE_USCIS_RESPONSE').getByRole('button', { name: 'Record USCIS response' }).click();
  const response = paralegal.getByRole('dialog', { name: 'Record USCIS response' });
  await response.getByLabel('USCIS response').selectOption({ label: 'RFE received' });
  await response.getByLabel('Notice Date').fill(usDay(noticeDate));
  await response.getByLabel('Response Due Date').fill(usDay(dueDate));
  await response.getByRole('button', { name: 'Record response' }).click();
  const openRfe = paralegal.getByRole('link', { name: /^Open RFE case / });
  await expect(openRfe).toBeVisible();
  const rfeNumber = ((await openRfe.textContent()) ?? '').replace('Open RFE case ', '').trim();
  await openRfe.click();
  await expect(paralegal).toHaveURL(/\/rfe-petition-details\//);
  const rfeId = new URL(paralegal.url()).pathname.split('/').pop()!;
  await expect(paralegal.getByRole('heading', { level: 1, name: `Case ${rfeNumber}` })).toBeVisible();
  const rfeCard = paralegal.getByRole('region', { name: 'Request for Evidence' });
  await expect(rfeCard).toContainText(formatDate(dueDate));
  await expect(rfeCard.getByRole('link', { name: caseNumber })).toBeVisible();

  // Its deadline is on /deadlines.
  await paralegal.goto('/deadlines');
  await expect(paralegal.getByText(rfeNumber).first()).toBeVisible();

  // The paralegal answers the RFE.
  await paralegal.goto(`/rfe-petition-details/${rfeId}`);
  await paralegal.getByRole('button', { name: 'Edit RFE' }).click();
  const editRfe = paralegal.getByRole('dialog', { name: `Edit RFE case ${rfeNumber}` });
  await editRfe.getByLabel('RFE status').selectOption({ label: 'Response to RFE Filed' });
  await editRfe.getByRole('button', { name: 'Save' }).click();
  await expect(editRfe).toBeHidden();
  await expect(paralegal.getByRole('region', { name: 'Case summary' })).toContainText('Response to RFE Filed');

  // Back on the original case, the approval is recorded with its validity dates.
  await paralegal.getByRole('region', { name: 'Request for Evidence' }).getByRole('link', { name: caseNumber }).click();
  await expect(paralegal.getByRole('heading', { level: 1, name: `Case ${caseNumber}` })).toBeVisible();
  await paralegal.getByRole('button', { name: 'Record USCIS response' }).first().click();
  const approve = paralegal.getByRole('dialog', { name: 'Record USCIS response' });
  await approve.getByLabel('USCIS response').selectOption({ label: 'Approved' });
  await approve.getByLabel('Notice Date').fill(usDay(isoDay(0)));
  await approve.getByLabel('Valid From').fill(usDay(isoDay(10)));
  await approve.getByLabel('Valid To').fill(usDay(isoDay(10 + 3 * 365)));
  await approve.getByRole('button', { name: 'Record response' }).click();
  await expect(approve).toBeHidden();
  const summary = paralegal.getByRole('region', { name: 'Case summary' });
  await expect(summary).toContainText('Approved');
  await expect(summary).toContainText('Closed');
  await expect(paralegal.getByRole('button', { name: 'Record USCIS response' }).first()).toHaveAccessibleDescription(
    'A final USCIS decision is already recorded for this case.',
  );

  // The history keeps each step with its before/after.
  await paralegal.getByRole('tab', { name: 'Activity Log' }).click();
  await expect(paralegal.getByRole('region', { name: 'Activity log' })).toContainText('USCIS Approved');
});
