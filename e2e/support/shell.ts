import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiCall } from './identity';

/** A petition id for notifications: any uuid (the Communication tab is opened by address). */
export const SAMPLE_PETITION_ID = '5b1c9f2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';

/** Raises a notification for the signed-in user of `page` through the api's e2e helper (E2E_OUTBOX=1). */
export async function raiseNotification(
  page: Page,
  payload: { message: string; caseNo?: string; createdByName?: string; petitionId?: string },
): Promise<{ id: string }> {
  const res = await apiCall<{ data: { id: string } }>(page, '/notify/e2e-raise', payload);
  if (res.status !== 200 || !res.body.result)
    throw new Error(`/notify/e2e-raise answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.result.data;
}

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical violations (WCAG 2 A/AA rules) on the page, optionally outside `exclude`. */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<AxeProblem[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
    }));
}

/** Reads the colour a CSS property computes to on the first element matching `selector`. */
export const computedStyle = (page: Page, selector: string, property: string): Promise<string> =>
  page
    .locator(selector)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
