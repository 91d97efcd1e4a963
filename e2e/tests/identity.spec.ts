import { expect, test, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { EXTERNAL_USER_HOME } from 'shared/domain';
import { landingPath, matchRoute } from 'shared/routes';
import { DEMO_ADMIN, DEMO_PASSWORD_FOR_E2E } from '../support/demo';
import {
  apiCall,
  expectPageHeading,
  signInViaForm,
  storedToken,
  storedUser,
  type StoredSessionUser,
} from '../support/identity';
import { SignInPage } from '../pages';
import { asRole, pageAs } from '../support/auth';
import { uniqueEmail } from '../support/people';
import { signIn } from '../support/signIn';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const onPath = (pathname: string) => new RegExp(`^[^?#]*//[^/]+${escape(pathname)}(?:[?#].*)?$`);

interface LandingCase {
  email: string;
  tenant: 'demo' | 'acme';
  roleId: number;
  /** The expected landing, from the stored session user (capCaseCount is the server's answer). */
  expected: (user: StoredSessionUser) => string;
}

/** SPEC §6: an external user only opens the allowed pages, else /cases. */
const externalLanding = (roleId: number): string => {
  const landing = landingPath(roleId, null);
  return matchRoute(landing)?.route.externalAllowed === true ? landing : EXTERNAL_USER_HOME;
};

const LANDINGS: readonly LandingCase[] = [
  { email: 'admin@demo.test', tenant: 'demo', roleId: 3, expected: () => '/dashboard' },
  { email: 'i9@demo.test', tenant: 'demo', roleId: 49, expected: () => '/i9-list' },
  {
    email: 'beneficiary@demo.test',
    tenant: 'demo',
    roleId: 51,
    expected: (u) => (typeof u.capCaseCount === 'number' && u.capCaseCount > 0 ? '/cap-registrations' : '/cases'),
  },
  { email: 'external@demo.test', tenant: 'demo', roleId: 6, expected: () => externalLanding(6) },
  { email: 'admin@acme.test', tenant: 'acme', roleId: 3, expected: () => '/basic-settings' },
];

const tenantUrl = (baseURL: string | undefined, tenant: string, path: string): string => {
  const url = new URL(baseURL ?? 'http://demo.localhost:4000');
  url.hostname = `${tenant}.localhost`;
  return new URL(path, url).toString();
};

async function openLogin(page: Page, url: string) {
  await new SignInPage(page).open(url);
}

test.describe('identity and access', () => {
  for (const c of LANDINGS) {
    test(`${c.email} signs in through the form and lands on its page`, async ({ page, baseURL }) => {
      await openLogin(page, tenantUrl(baseURL, c.tenant, '/login'));
      await signInViaForm(page, c.email);
      await expect.poll(() => storedToken(page)).not.toBeNull();
      const user = await storedUser(page);
      expect(user?.roleId).toBe(c.roleId);
      const expected = c.expected(user as StoredSessionUser);
      await expect(page).toHaveURL(onPath(expected));
      expect(new URL(page.url()).hostname).toBe(`${c.tenant}.localhost`);
      await expectPageHeading(page, expected, c.roleId);
      await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
    });
  }

  test('a deep link opened signed out survives the login', async ({ page }) => {
    await page.goto('/petition-details/42?action=sign&petitionId=42&documentId=7');
    await expect(page).toHaveURL(/\/login\?type=ATTORNEY_SIGN/);
    const loginQuery = new URL(page.url()).searchParams;
    expect(Object.fromEntries(loginQuery)).toEqual({
      type: 'ATTORNEY_SIGN',
      itemId: '42',
      action: 'sign',
      petitionId: '42',
      documentId: '7',
    });
    await expect(page.getByText('Sign in to sign the document that is waiting for you.')).toBeVisible();
    await signInViaForm(page, 'attorney@demo.test');
    await expect(page).toHaveURL(onPath('/petition-details/42'));
    const back = new URL(page.url());
    expect(back.searchParams.get('action')).toBe('sign');
    expect(back.searchParams.get('petitionId')).toBe('42');
    expect(back.searchParams.get('documentId')).toBe('7');
    await expectPageHeading(page, '/petition-details/42');
    expect(await storedToken(page)).not.toBeNull();
  });

  test.describe(() => {
    test.use(asRole('external'));

    test('an external user opening a page outside the allowed list is sent to /cases', async ({ page }) => {
      expect(matchRoute('/invoice-list')?.route.externalAllowed).not.toBe(true);
      await page.goto('/invoice-list');
      await expect(page).toHaveURL(onPath('/cases'));
      await expectPageHeading(page, '/cases');
      await expect(page.getByRole('heading', { level: 1, name: 'Invoices', exact: true })).toHaveCount(0);
    });
  });

  test('a user deactivated by the admin in one browser is logged out in another', async ({ browser, baseURL }) => {
    const contextA = await browser.newContext({ baseURL });
    const contextB = await browser.newContext({ baseURL });
    try {
      // A staff user of this test's own: the demo accounts stay active for the other suites.
      const a = await contextA.newPage();
      await signIn(a, DEMO_ADMIN);
      const email = uniqueEmail('dana', 'demo.test');
      const created = await apiCall<{ _id: string; status: string }>(a, '/users/register', {
        email,
        firstName: 'Dana',
        lastName: 'Deactivated',
        roleId: 8,
        password: DEMO_PASSWORD_FOR_E2E,
      });
      expect(created.status).toBe(200);

      const b = await contextB.newPage();
      await openLogin(b, '/login');
      await signInViaForm(b, email);
      await expect(b).toHaveURL(onPath('/dashboard'));
      await expectPageHeading(b, '/dashboard');
      expect(await storedToken(b)).not.toBeNull();

      const changed = await apiCall<{ status: string }>(a, '/users/manage-status', {
        userId: created.body.result?._id,
        status: 'inactive',
      });
      expect(changed.status).toBe(200);
      expect(changed.body.result?.status).toBe('inactive');

      // B's next page view calls the api with the revoked session: it ends on /login, signed out.
      await b.goto('/cases');
      await expect(b).toHaveURL(onPath('/login'));
      await expect(b.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await expect.poll(() => storedToken(b)).toBeNull();
      expect(await storedUser(b)).toBeNull();
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });
  test('a user with an authenticator signs in through the MFA step', async ({ browser, page }) => {
    // Seeded per test: an LCA manager (role 11) of this test's own, so that enrolling the
    // authenticator changes no demo account (other tests, a retry) and runs beside the others.
    const admin = await pageAs(browser, 'admin');
    const email = uniqueEmail('mona', 'demo.test');
    const created = await apiCall<{ _id: string }>(admin, '/users/register', {
      email,
      firstName: 'Mona',
      lastName: 'Authenticator',
      roleId: 11,
      password: DEMO_PASSWORD_FOR_E2E,
    });
    expect(created.status).toBe(200);
    await admin.context().close();
    await signIn(page, email);
    const start = await apiCall<{ secret: string }>(page, '/mfa/enroll-start');
    expect(start.status).toBe(200);
    const secret = start.body.result?.secret as string;
    expect(secret).toBeTruthy();
    const confirm = await apiCall<{ recoveryCodes: string[] }>(page, '/mfa/enroll-confirm', {
      code: authenticator.generate(secret),
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.result?.recoveryCodes).toHaveLength(10);

    // Sign out (server and client), then sign in through the form.
    expect((await apiCall(page, '/auth/logout')).status).toBe(200);
    await page.evaluate(() => localStorage.clear());
    await openLogin(page, '/login');
    await signInViaForm(page, email);
    const mfaForm = page.getByRole('form', { name: 'Two-factor verification' });
    await expect(mfaForm).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // A time step is never accepted twice: use the next step's code (inside the ±1 step window).
    const code = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);
    await new SignInPage(page).verify(code);
    await expect(page).toHaveURL(onPath('/dashboard'));
    await expectPageHeading(page, '/dashboard');
    await expect.poll(() => storedToken(page)).not.toBeNull();
    expect((await storedUser(page))?.roleId).toBe(11);
  });
});
