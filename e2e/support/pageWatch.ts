import type { Page } from '@playwright/test';

/** Collects page errors, failed requests and 4xx/5xx answers, so a test can assert there were none. */
export function watchPage(page: Page, ignore: (url: string) => boolean = () => false) {
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => requests.push(r.url()));
  page.on('requestfailed', (r) => {
    if (!ignore(r.url())) problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !ignore(r.url())) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return { problems, requests };
}
