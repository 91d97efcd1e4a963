import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { authFile, E2E_ROLES, ROLE_LOGINS } from '../support/auth';
import { signIn } from '../support/signIn';

/*
 * The setup project (playwright.config.ts): signs each demo role in once per run through the real
 * /api/auth/login and saves the browser's storage state (the shell keeps the session in
 * localStorage) to e2e/.auth/<role>.json. Specs reuse it instead of signing in per test.
 */
for (const role of E2E_ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, ROLE_LOGINS[role]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('passage.token'))).not.toBeNull();
    mkdirSync(path.dirname(authFile(role)), { recursive: true });
    await page.context().storageState({ path: authFile(role) });
  });
}
