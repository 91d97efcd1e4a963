import { expect, type Page } from '@playwright/test';
import { apiCall } from './identity';

/** A unique address per run (the e2e database is fresh per run, but a spec may be retried). */
export const uniqueEmail = (prefix: string, domain = 'client.test') =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@${domain}`;

/** The first link of the newest mail to `to` (optionally of one template), from the E2E outbox. */
export async function latestMailLink(page: Page, to: string, template?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const r = await apiCall<{ data: { links: string[] } | null }>(page, '/mail/outbox-latest', {
          to,
          ...(template ? { template } : {}),
        });
        link = r.body.result?.data?.links[0];
        return link ?? null;
      },
      { message: `a ${template ?? ''} mail to ${to}` },
    )
    .not.toBeNull();
  return link!;
}

/** The same address as a path of the page's host (links name the tenant's own origin). */
export const pathOf = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};

/** Drops the stored session, as a new visitor would be. */
export async function signOutLocally(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.removeItem('passage.token');
    localStorage.removeItem('passage.user');
    localStorage.removeItem('passage.role');
  });
}

/** MM/DD/YYYY `days` from today (the form's date format). */
export const usDateIn = (days: number): string => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
};
