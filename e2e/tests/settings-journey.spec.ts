import { expect, test, type Page } from '@playwright/test';
import { CASE_TYPE, DEMO_LOGINS, ROLE } from 'shared/domain';
import { FirmProfilePage, firmOrigin, OperatorConsolePage, WorkflowDesignerPage } from '../pages';
import { apiCall, signInViaForm, storedUser } from '../support/identity';
import { latestMailLink, pathOf } from '../support/people';

/*
 * Issue 16's journey (docs/settings.md): the operator invites a firm from the console at the app
 * host; its admin activates the account from the invitation mail (captured outbox), completes the
 * firm profile, adds a branch, opens an H-1B case, edits the firm's H-1B workflow in the designer
 * (a new version), and opens a second case: the new case follows the new version while the older
 * one keeps the version it started with.
 */

const OPERATOR = DEMO_LOGINS.find((l) => l.roleId === ROLE.PLATFORM_OPERATOR)!;
const PASSWORD = 'Firm@Journey2026';
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
const FIRM = { name: `Journey Immigration ${stamp}`, slug: `journey-${stamp}`, adminName: 'Jane Journey', adminEmail: `jane.${stamp}@journey.test` };

/** Opens a case's Workflow tab at the firm's host. */
async function openCaseWorkflow(page: Page, origin: string, caseId: string): Promise<void> {
  await page.goto(`${origin}/petition-details/${caseId}?tab=Workflow`);
  await expect(page.getByRole('tab', { name: 'Workflow' })).toHaveAttribute('aria-selected', 'true', { timeout: 45_000 });
}

async function createH1bCase(page: Page, petitionerId: string, beneficiaryId: string): Promise<string> {
  const created = await apiCall<{ id: string }>(page, '/petition/create', { typeId: CASE_TYPE.H1B, subTypeId: 1, petitionerId, beneficiaryId });
  expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(200);
  return created.body.result!.id;
}

test('a firm invited from the operator console activates, completes its profile, adds a branch, edits its H-1B workflow; new cases follow the new version, older ones keep theirs', async ({ page }) => {
  test.setTimeout(300_000);
  const origin = firmOrigin(FIRM.slug);

  // The operator invites the firm.
  const consolePage = new OperatorConsolePage(page);
  await consolePage.signInAndOpen(OPERATOR.email);
  await consolePage.invite(FIRM);
  await expect(consolePage.row(FIRM.name)).toContainText('Invited');

  // Its admin activates the account from the mail (the link goes to the firm's own host).
  const link = await latestMailLink(FIRM.adminEmail, 'account-activation');
  expect(new URL(link).host).toBe(new URL(origin).host);
  await page.goto(`${origin}${pathOf(link)}`);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('Your account is active. Sign in with your e-mail and new password.')).toBeVisible();

  // The firm is active on the operator's list now.
  const operatorView = await page.context().newPage();
  await new OperatorConsolePage(operatorView).signInAndOpen(OPERATOR.email);
  await operatorView.getByRole('searchbox').fill(FIRM.slug);
  await expect(new OperatorConsolePage(operatorView).row(FIRM.name)).toContainText('Active');
  await operatorView.close();

  // She signs in: the profile is not complete, so she lands on the settings page and completes it.
  await page.goto(`${origin}/login`);
  await signInViaForm(page, FIRM.adminEmail, PASSWORD);
  await expect.poll(async () => (await storedUser(page))?.roleId).toBe(ROLE.ADMIN);
  await expect(page).toHaveURL(/\/basic-settings/, { timeout: 45_000 });
  await new FirmProfilePage(page).complete({ fein: '12-3456789', phone: '(212) 555-0134', line1: '1 Liberty Plaza', zipcode: '10006' });

  // She adds a branch.
  await page.goto(`${origin}/branch-create`);
  const branchForm = page.getByRole('form', { name: 'New branch' });
  await branchForm.getByLabel('Name').fill('Manhattan');
  await branchForm.getByRole('button', { name: 'Create branch' }).click();
  await expect(page.getByText('Branch Manhattan was created.')).toBeVisible();

  // A client company, a beneficiary and a first H-1B case, on the default workflow.
  const company = await apiCall<{ id: string }>(page, '/company/create', { name: `Acme Robotics ${stamp}` });
  expect(company.status, JSON.stringify(company.body).slice(0, 300)).toBe(200);
  const ben = await apiCall<{ id: string }>(page, '/beneficiary/create', { firstName: 'Ravi', lastName: 'Kumar', companyId: company.body.result!.id });
  expect(ben.status, JSON.stringify(ben.body).slice(0, 300)).toBe(200);
  const olderCase = await createH1bCase(page, company.body.result!.id, ben.body.result!.id);

  // She edits the H-1B workflow: one more step, saved as a new version.
  const designer = new WorkflowDesignerPage(page);
  await designer.open(origin, String(CASE_TYPE.H1B));
  const added = await designer.addFirstMissingStep();
  await designer.saveAsNewVersion();

  // A new case follows the new version; the older case keeps the one it started with.
  const newerCase = await createH1bCase(page, company.body.result!.id, ben.body.result!.id);
  await openCaseWorkflow(page, origin, newerCase);
  await expect(page.locator(`[data-step="${added}"]`)).toBeVisible();
  await openCaseWorkflow(page, origin, olderCase);
  await expect(page.locator('[data-step]').first()).toBeVisible();
  await expect(page.locator(`[data-step="${added}"]`)).toHaveCount(0);
});
