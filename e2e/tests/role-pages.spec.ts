import { expect, test, type Page } from '@playwright/test';
import type { TTenantPublic } from 'shared/contract';
import { decideRoute, ROLE } from 'shared/domain';
import { matchRoute, pageTitle, sidebarRoutes } from 'shared/routes';
import { apiCall, expectPageHeading, storedUser } from '../support/identity';
import { ShellPage } from '../pages';
import { asRole, type E2ERole } from '../support/auth';

/*
 * Issue 14 (docs/roles.md): a petitioner and a beneficiary each see only their pages in the
 * sidebar, and a typed URL to an administration page returns them to the page they were on.
 */

interface ClientCase {
  email: string;
  /** The setup project's stored session of this user (support/auth.ts). */
  role: E2ERole;
  roleId: number;
  /** Where the user is before typing the admin URL. */
  start: string;
  /** Sidebar entries the role must see (its core pages). */
  mustSee: readonly string[];
  /** Administration URLs typed in the address bar. */
  typed: readonly string[];
}

const CASES: readonly ClientCase[] = [
  {
    email: 'petitioner@demo.test',
    role: 'petitioner',
    roleId: ROLE.PETITIONER,
    start: '/cases',
    mustSee: ['Cases', 'Documents', 'Invoices', 'Messages'],
    typed: ['/users', '/quickbook-settings'],
  },
  {
    email: 'beneficiary@demo.test',
    role: 'beneficiary',
    roleId: ROLE.BENEFICIARY,
    start: '/documents',
    mustSee: ['Cases', 'Documents', 'Messages'],
    typed: ['/users', '/workflow-list'],
  },
];

/** Never in a client's sidebar (the list of what they were shown). */
const ADMIN_TITLES = ['Users', 'User Roles', 'QuickBooks Settings', 'Workflows', 'Bulk Emails', 'Branches', 'Leads'];

/** The sidebar titles the catalogue gives this user at this tenant (roles and tenant rules). */
async function expectedTitles(page: Page, roleId: number): Promise<string[]> {
  const tenant = (await apiCall<TTenantPublic>(page, '/tenant/details-by-subdomain', {})).body.result;
  if (!tenant) throw new Error('the demo tenant did not answer');
  const user = await storedUser(page);
  return sidebarRoutes()
    .filter(
      (r) =>
        decideRoute({
          pathname: r.path,
          search: '',
          user: { roleId, isExternal: 0, capCaseCount: user?.capCaseCount ?? 0, profileComplete: true },
          tenant: {
            typeId: tenant.typeId,
            employeeMngmt: tenant.globalConfig.employeeMngmt,
            weeklyReports: tenant.weeklyReports,
          },
          tenantResolved: 'found',
        }).kind === 'allow',
    )
    .map((r) => r.title);
}

test.describe('pages by role', () => {
  for (const c of CASES) {
    test.describe(() => {
      test.use(asRole(c.role));

      test(`${c.email} sees only the pages of role ${c.roleId} in the sidebar`, async ({ page }) => {
        await page.goto(c.start);
        const shell = new ShellPage(page);
        await expect(shell.sidebar.getByRole('link', { name: 'Cases', exact: true })).toBeVisible();
        // The domain groups (the Starred section above them lists the user's own picks).
        const titles = await shell.sidebarTitles();
        expect(titles).toEqual(await expectedTitles(page, c.roleId));
        for (const title of c.mustSee) expect(titles).toContain(title);
        for (const title of ADMIN_TITLES) expect(titles).not.toContain(title);
        expect(titles.length).toBeLessThan(15);
      });

      test(`${c.email} typing an administration URL returns to the page he was on`, async ({ page }) => {
        for (const typed of c.typed) {
          await page.goto(c.start);
          await expectPageHeading(page, c.start, c.roleId);
          await page.goto(typed);
          await expect(page).toHaveURL((url) => url.pathname === c.start);
          await expectPageHeading(page, c.start, c.roleId);
          const refused = matchRoute(typed)?.route;
          expect(refused?.roles.includes(c.roleId as never)).toBe(false);
          await expect(
            page.getByRole('heading', { level: 1, name: pageTitle(refused!, c.roleId), exact: true }),
          ).toHaveCount(0);
          await expect(page.getByText('FORBIDDEN')).toHaveCount(0);
        }
      });
    });
  }
});
