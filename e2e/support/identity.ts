import { expect, type Page } from '@playwright/test';
import { matchRoute, pageTitle } from 'shared/routes';
import { SignInPage } from '../pages/SignInPage';
import { DEMO_PASSWORD_FOR_E2E } from './demo';

export interface StoredSessionUser {
  _id?: string;
  roleId: number;
  isExternal?: number | null;
  capCaseCount?: number | null;
}

/** Signs in through the real /login form: types e-mail and password and submits (pages/SignInPage). */
export async function signInViaForm(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD_FOR_E2E,
): Promise<void> {
  await new SignInPage(page).signIn(email, password);
}

/** The session user the shell stored in localStorage ('passage.user'), or null. */
export async function storedUser(page: Page): Promise<StoredSessionUser | null> {
  const raw = await page.evaluate(() => localStorage.getItem('passage.user'));
  return raw ? (JSON.parse(raw) as StoredSessionUser) : null;
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('passage.token'));
}

/** POSTs /api<path> from the page (Node cannot resolve *.localhost), with the page's stored token. */
export async function apiCall<T = unknown>(
  page: Page,
  path: string,
  payload: Record<string, unknown> = {},
): Promise<{ status: number; body: { result?: T; error?: { code?: string } } & Record<string, unknown> }> {
  return page.evaluate(
    async ({ path, payload }) => {
      const token = localStorage.getItem('passage.token');
      const res = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, payload },
  );
}

/**
 * The page's visible h1 carries the title of the path for the signed-in role (SPEC §2: the
 * settings page reads 'Settings' for role 1 and 'Company Details & Settings' for 2, 3 and 50).
 */
export async function expectPageHeading(page: Page, pathname: string, roleId?: number): Promise<void> {
  const match = matchRoute(pathname);
  if (!match) throw new Error(`${pathname} is not in the route catalogue`);
  const title = pageTitle(match.route, roleId);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true }).first()).toBeVisible();
}
