import { expect, test } from '@playwright/test';
import { asRole } from '../support/auth';
import { DEMO_PASSWORD_FOR_E2E } from '../support/demo';
import { apiCall, signInViaForm, storedUser } from '../support/identity';
import { latestMailLink, pathOf, signOutLocally, uniqueEmail, usDateIn } from '../support/people';

const NEW_PASSWORD = 'Welcome@2026';

test.describe('people (issues 4 and 6)', () => {
  test.use(asRole('admin'));

  test('invite a petitioner → activation mail → password → company profile → beneficiary with spouse → passport on the expiry calendar', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('pat');
    const companyName = `Quillon Robotics ${Date.now().toString(36)}`;

    // The admin (the setup project's stored session) invites the petitioner.
    await page.goto('/petitioners');
    await page.getByRole('button', { name: 'Invite petitioner' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a petitioner' });
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('First name').fill('Pat');
    await invite.getByLabel('Last name').fill('Quill');
    await invite.getByLabel('Company name').fill(companyName);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

    // The activation mail, from the captured outbox.
    const link = await latestMailLink(email, 'invitation');
    expect(link).toContain('/public/account-activation-invite?token=');
    await signOutLocally(page);
    await page.goto(pathOf(link));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByText('Your account is active. Sign in with your e-mail and new password.')).toBeVisible();

    // The petitioner signs in: his company profile is not complete yet.
    await page.goto('/login');
    await signInViaForm(page, email, NEW_PASSWORD);
    await expect.poll(async () => (await storedUser(page))?.roleId).toBe(50);
    const me = (await storedUser(page)) as unknown as { companyId: string; companyRegistrationCompleted: boolean };
    // /auth/invite-petitioner must create the invited petitioner's company (createCompanyForInvite, docs/people.md).
    expect(me.companyId, 'the invited petitioner has a company').toBeTruthy();
    expect(me.companyRegistrationCompleted).toBe(false);

    // He completes the company profile.
    await page.goto(`/petitioner-edit/${me.companyId}`);
    const form = page.getByRole('form', { name: 'Edit petitioner' });
    await expect(form.getByLabel('Legal name')).toHaveValue(companyName);
    await form.getByLabel('FEIN').fill(`9${String(Date.now()).slice(-1)}-${String(Date.now()).slice(-7)}`);
    await form.getByLabel('Employees in the US').fill('42');
    await form.getByRole('button', { name: 'Save and complete profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/petitioner-details/${me.companyId}`));
    const details = await apiCall<{ registrationCompleted: boolean }>(page, '/company/details', {
      companyId: me.companyId,
    });
    expect(details.body.result?.registrationCompleted).toBe(true);
    await expect
      .poll(
        async () =>
          ((await storedUser(page)) as unknown as { companyRegistrationCompleted: boolean })
            .companyRegistrationCompleted,
      )
      .toBe(true);

    // He adds a beneficiary, then her spouse.
    const expires = usDateIn(120);
    await page.goto('/beneficiaries');
    await page.getByRole('link', { name: 'New beneficiary' }).first().click();
    await page.getByLabel('First name').first().fill('Imani');
    await page.getByLabel('Last name').first().fill('Okafor');
    await page.getByLabel('Passport number').first().fill('A1234567');
    await page.getByLabel('Passport expires').first().fill(expires);
    await page
      .getByRole('button', { name: /^(Add|Save|Create)/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/beneficiaries-details\//);
    await page.getByRole('tab', { name: /Dependents/ }).click();
    await page.getByRole('button', { name: 'Add spouse' }).click();
    const dependent = page.getByRole('dialog', { name: /Add a dependent of/ });
    await dependent.getByLabel('First name').fill('Chidi');
    await dependent.getByLabel('Last name').fill('Okafor');
    await dependent.getByRole('button', { name: 'Save dependent' }).click();
    await expect(dependent).toBeHidden();
    await expect(page.getByText('Chidi Okafor')).toBeVisible();

    // The passport expiry is on the calendar.
    await page.goto('/beneficiaries?view=expiries');
    const row = page.getByRole('row', { name: /Imani Okafor/ }).filter({ hasText: /Passport/ });
    await expect(row).toBeVisible();
  });

  test('a CSV with two bad rows shows the messages and imports nothing', async ({ page }) => {
    const tag = Date.now().toString(36);
    const csv = [
      'firstName,lastName,email,dateOfBirth',
      `Good${tag},Row,good.${tag}@example.test,04/17/1990`,
      `Bad${tag},Mail,not-an-email,04/17/1990`,
      `,Nameless${tag},nameless.${tag}@example.test,13/45/1990`,
    ].join('\n');
    await page.goto('/beneficiaries');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: /Import beneficiaries from CSV/ });
    await dialog.getByLabel('Or paste the CSV').fill(csv);
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByRole('status')).toContainText('2 with errors');
    await expect(dialog.getByText(/The Email field must be a valid email/)).toBeVisible();
    await expect(dialog.getByText(/Please fill First Name \./)).toBeVisible();
    await expect(dialog.getByText(/Date must be a valid format \(MM\/DD\/YYYY\)/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
    // Nothing half-imported: not even the good row.
    const found = await apiCall<{ count: number }>(page, '/beneficiary/list', { search: `Good${tag}` });
    expect(found.status).toBe(200);
    expect(found.body.result?.count).toBe(0);
  });

  test('the admin invites a staff user on /users and deactivates another after confirming', async ({ page }) => {
    const invited = uniqueEmail('nia', 'demo.test');
    const other = uniqueEmail('otto', 'demo.test');
    const name = `Otto Tester${Date.now().toString(36)}`;
    await page.goto('/dashboard'); // on the tenant's origin: apiCall runs in the page
    // Another staff user, with a password, to deactivate.
    const created = await apiCall<{ _id: string }>(page, '/users/register', {
      email: other,
      firstName: 'Otto',
      lastName: name.slice('Otto '.length),
      roleId: 10,
      password: DEMO_PASSWORD_FOR_E2E,
    });
    expect(created.status).toBe(200);

    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a staff user' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Please fill Email .')).toBeVisible();
    await dialog.getByLabel('Email').fill(invited);
    await dialog.getByLabel('First name').fill('Nia');
    await dialog.getByLabel('Role').selectOption({ label: 'Paralegal' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invited}.`)).toBeVisible();
    expect(await latestMailLink(invited, 'account-activation')).toContain('/public/activate-user-account?token=');

    await page.getByRole('searchbox', { name: 'Search users' }).fill(other);
    await page.getByRole('button', { name: new RegExp(`^Deactivate ${name}`) }).click();
    const confirm = page.getByRole('alertdialog', { name: new RegExp(`^Deactivate ${name}`) });
    await expect(confirm).toContainText('signed out everywhere');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    let status = await apiCall<{ status: string }>(page, '/users/details', { userId: created.body.result?._id });
    expect(status.body.result?.status).toBe('active');

    await page.getByRole('button', { name: new RegExp(`^Deactivate ${name}`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^Reactivate ${name}`) })).toBeVisible();
    status = await apiCall<{ status: string }>(page, '/users/details', { userId: created.body.result?._id });
    expect(status.body.result?.status).toBe('inactive');
    // He can no longer sign in.
    const login = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      { email: other, password: DEMO_PASSWORD_FOR_E2E },
    );
    expect(login).toBe(401);
  });
});
