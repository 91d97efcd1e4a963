import type { Page } from '@playwright/test';
import { DEMO_PASSWORD_FOR_E2E } from './demo';

/** Signs in through the real /api/auth/login at the page's tenant host and stores the session as the shell does. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD_FOR_E2E): Promise<void> {
  await page.goto('/login');
  const answer = await page.evaluate(
    async ({ email, password }) => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return { status: res.status, body: (await res.json()) as { result: { kind: string; token?: string; user?: { roleId: number } } } };
    },
    { email, password },
  );
  const result = answer.body.result;
  if (answer.status !== 200 || result.kind !== 'session' || !result.token || !result.user) {
    throw new Error(`sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('passage.token', token);
      localStorage.setItem('passage.user', JSON.stringify(user));
      localStorage.setItem('passage.role', String(user.roleId));
    },
    { token: result.token, user: result.user },
  );
}
