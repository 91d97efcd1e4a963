import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

/**
 * The demo users the specs act as, signed in once per run by the setup project
 * (setup/auth.setup.ts) and stored as Playwright storage state in e2e/.auth/<role>.json
 * (git-ignored). A spec takes one with `test.use(asRole('admin'))`, or a second browser context
 * with `pageAs(browser, 'paralegal')`, instead of signing in itself.
 */
export const ROLE_LOGINS = {
  admin: 'admin@demo.test',
  attorney: 'attorney@demo.test',
  paralegal: 'paralegal@demo.test',
  lcaManager: 'lca.manager@demo.test',
  external: 'external@demo.test',
  petitioner: 'petitioner@demo.test',
  beneficiary: 'beneficiary@demo.test',
} as const;
export type E2ERole = keyof typeof ROLE_LOGINS;
export const E2E_ROLES = Object.keys(ROLE_LOGINS) as E2ERole[];

/** The storage-state file of a role. */
export const authFile = (role: E2ERole): string => path.join(__dirname, '..', '.auth', `${role}.json`);

/** `test.use(asRole('attorney'))`: every test of the block starts signed in as that demo user. */
export const asRole = (role: E2ERole) => ({ storageState: authFile(role) });

/** The role key of a demo e-mail, if the setup project signs it in. */
export const roleOfEmail = (email: string): E2ERole | undefined =>
  E2E_ROLES.find((r) => ROLE_LOGINS[r] === email.toLowerCase());

/**
 * A page of a new browser context signed in as `role` (its stored state), opened on `path` so
 * that the page is on the tenant's origin (what `signIn` leaves: `apiCall` and localStorage work).
 */
export async function pageAs(browser: Browser, role: E2ERole, path = '/login'): Promise<Page> {
  const context = await browser.newContext({ storageState: authFile(role) });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
