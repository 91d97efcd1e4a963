import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A unique address per run (the e2e database is fresh per run, but a spec may be retried). */
export const uniqueEmail = (prefix: string, domain = 'client.test') =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@${domain}`;

/** A mail the api's capture transport wrote to MAIL_CAPTURE_DIR (api/src/platform/mail/mail.transport.ts). */
interface CapturedMailFile {
  capturedAt: string;
  template: string | null;
  to: string[];
  links: string[];
}

/**
 * The folder the e2e server captures mails into (playwright.config.ts sets both). Mails are read
 * from disk, never from an API answer: no call hands out a live link token (issue 14, point 2).
 */
const mailDir = (): string => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

/** The newest captured mail to `to` (optionally of one template, captured after `after`), or null while there is none. */
function newestCapturedMail(to: string, template?: string, after?: Date): CapturedMailFile | null {
  let names: string[];
  try {
    names = readdirSync(mailDir()).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
  } catch {
    return null; // no mail captured yet
  }
  const address = to.toLowerCase();
  // Names start with the capture time (zero-padded milliseconds): newest last.
  for (const name of names.sort().reverse()) {
    const mail = JSON.parse(readFileSync(path.join(mailDir(), name), 'utf8')) as CapturedMailFile;
    if (!mail.to.some((a) => a.toLowerCase() === address)) continue;
    if (template && mail.template !== template) continue;
    if (after && new Date(mail.capturedAt) < after) return null; // only older ones are left
    return mail;
  }
  return null;
}

/**
 * The first link of the newest mail to `to` (optionally of one template), from the mails the
 * server captured on disk. Polls: a mail is captured by the `mail.send` job after its call commits,
 * so for an address that got mails before (a demo user), pass `after` — a time before the action —
 * or an older mail would be taken while the new one is still queued.
 */
export async function latestMailLink(to: string, template?: string, opts: { after?: Date } = {}): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = newestCapturedMail(to, template, opts.after)?.links[0];
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
