/**
 * Issue 14, point 2: the mail outbox handed out live link tokens. A branch manager read the
 * admin's password-reset link from `/mail/outbox-list` and took over the account; the public e2e
 * helper `/mail/outbox-latest` answered anyone the newest mail to any address. These tests replay
 * the attack and fail if it works again.
 */
import { forgotPasswordCall, listOutboxCall, loginCall, updatePasswordCall } from 'shared/contract';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from 'shared/domain';
import { newToken, redactTokens, REDACTED_TOKEN } from '../../auth';
import { withTenant, type Database } from '../../db';
import { jobsPlugin } from '../../jobs';
import {
  buildPluginApp,
  openTestDatabase as openPlatformDatabase,
  seedTenant,
  waitFor,
} from '../../jobs/__tests__/support/platform-harness';
import { seedDemo } from '../../../seed';
import { call, callAs, createTestApp, openTestDatabase } from '../../../testing';
import { linksOf, mailPlugin, outbox, type CapturedMailFile, type MailConfig } from '..';

jest.setTimeout(90_000);

const DEMO = 'demo.localhost';

describe('issue 14.2: no API answer carries a live link token of someone else', () => {
  let database: Database;
  let app: FastifyInstance;
  let demoId: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    demoId = (await seedDemo(database.db)).tenants.demo!;
    app = await createTestApp(database, {
      withoutPlatformPlugins: false,
      env: {
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_AUTH_MAX: '100000',
        JOBS_WORKERS: 'false',
        STORAGE_DIR: mkdtempSync(join(tmpdir(), 'passage-outbox-')),
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const signIn = async (email: string): Promise<string> => {
    const res = await callAs(app, loginCall, { email, password: DEMO_PASSWORD }, { host: DEMO });
    expect(res.statusCode).toBe(200);
    return res.json().result.token as string;
  };

  /** The reset link as it was mailed, read from the table (what only the recipient's inbox has). */
  const mailedResetLink = async (to: string): Promise<string> => {
    const [row] = await withTenant(database.db, demoId, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.template, 'password-reset')))
        .orderBy(desc(outbox.createdAt))
        .limit(1),
    );
    return linksOf(row!.html)[0]!;
  };

  it("a branch manager cannot read the outbox, so cannot take the admin's reset link", async () => {
    expect((await callAs(app, forgotPasswordCall, { email: 'admin@demo.test' }, { host: DEMO })).statusCode).toBe(200);
    const manager = await signIn('branch.manager@demo.test');
    const res = await callAs(app, listOutboxCall, { perpage: 100 }, { host: DEMO, token: manager });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('reset-password');
  });

  it('the admin sees the mails with every token redacted; the redacted link opens nothing', async () => {
    const live = new URL(await mailedResetLink('admin@demo.test')).searchParams.get('token')!;
    expect(live).toHaveLength(43);
    const admin = await signIn('admin@demo.test');
    const res = await callAs(app, listOutboxCall, { perpage: 100, to: 'admin@demo.test' }, { host: DEMO, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(live);
    const mail = (res.json().result.data as { template: string; links: string[]; html: string; text: string }[]).find(
      (m) => m.template === 'password-reset',
    )!;
    expect(mail.links[0]).toMatch(/\/public\/reset-password\?token=\[redacted\]$/);
    expect(mail.text).toContain(`?token=${REDACTED_TOKEN}`);
    // What the reader holds does not set a password …
    const shown = new URL(mail.links[0]!).searchParams.get('token')!;
    const replay = await callAs(app, updatePasswordCall, { token: shown, password: 'Owned@2026' }, { host: DEMO });
    expect(replay.statusCode).not.toBe(200);
    // … while the mailed token does (so the test would see a leak): the recipient's own link works.
    const owner = await callAs(app, updatePasswordCall, { token: live, password: 'Mine@2026x' }, { host: DEMO });
    expect(owner.statusCode).toBe(200);
  });

  it('the former public e2e helper /mail/outbox-latest does not exist', async () => {
    // eslint-disable-next-line no-restricted-syntax -- deliberately not a declared call (it must not exist)
    const res = await call(app, '/mail/outbox-latest', { to: 'admin@demo.test' }, { host: DEMO });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('reset-password');
  });
});

describe('redactTokens', () => {
  it('removes tokens from query parameters, paths, HTML-escaped links and text; keeps the rest', () => {
    const t = newToken();
    const uuid = '0b7f6c1e-2a8d-4a4e-9a43-6f1d2c3b4a5e';
    const html = `<a href="https://demo.example/fill-questionnaire/${uuid}?lang=es&amp;token=${t}">Open</a>`;
    expect(redactTokens(html)).toBe(
      `<a href="https://demo.example/fill-questionnaire/${uuid}?lang=es&amp;token=${REDACTED_TOKEN}">Open</a>`,
    );
    expect(redactTokens(`https://x.test/public/confirm-sponsorship-questionnaire/${t}?lang=es`)).toBe(
      `https://x.test/public/confirm-sponsorship-questionnaire/${REDACTED_TOKEN}?lang=es`,
    );
    expect(redactTokens(`Your calendar: https://x.test/ics/${t}.ics`)).toBe(`Your calendar: https://x.test/ics/${REDACTED_TOKEN}.ics`);
    expect(redactTokens('/activate?key=short1&x=1')).toBe(`/activate?key=${REDACTED_TOKEN}&x=1`);
    expect(redactTokens('/auth/sign-document?accessToken=abc')).toBe(`/auth/sign-document?accessToken=${REDACTED_TOKEN}`);
    expect(redactTokens(`Case ${uuid}, hello world.`)).toBe(`Case ${uuid}, hello world.`);
    // Every token newToken makes is caught, whatever its characters.
    for (let i = 0; i < 200; i++) {
      const token = newToken();
      expect(redactTokens(`x ${token} y`)).toBe(`x ${REDACTED_TOKEN} y`);
    }
  });
});

describe('test-only capture to disk, and the production warning', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPlatformDatabase();
  });
  afterAll(async () => database?.close());

  const mailConfig = (over: Partial<MailConfig> = {}): MailConfig => ({
    from: 'no-reply@mail.test',
    retryLimit: 1,
    retryDelaySeconds: 1,
    ...over,
  });

  it('MAIL_CAPTURE_DIR gets each captured mail as a file with its live links (read by e2e, never served)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'passage-mail-capture-'));
    const acme = await seedTenant(database, { slug: 'capture' });
    const app = await buildPluginApp(database, [
      [jobsPlugin, { jobsConfig: { workers: true, pollingIntervalSeconds: 0.5, schema: 'pgboss' } }],
      [mailPlugin, { mailConfig: mailConfig({ captureDir: dir }) }],
    ]);
    await app.ready();
    try {
      const token = newToken();
      const link = `http://${acme.host}/public/reset-password?token=${token}`;
      await withTenant(database.db, acme.id, (tx) =>
        app.mailer.send(tx, {
          tenantId: acme.id,
          to: 'Ana@Client.test',
          template: 'password-reset',
          data: { name: 'Ana', actionUrl: link, actionLabel: 'Reset', expiresIn: '1 hour' },
        }),
      );
      const name = await waitFor(async () => readdirSync(dir).find((n) => n.endsWith('.json') && !n.startsWith('.')));
      const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CapturedMailFile;
      expect(file).toMatchObject({ to: ['Ana@Client.test'], template: 'password-reset', subject: 'Reset your Passage password' });
      expect(file.links[0]).toBe(link);
      // Once delivered, the stored row keeps the mail without its token.
      const row = await waitFor(async () => {
        const [r] = await withTenant(database.db, acme.id, (tx) => tx.select().from(outbox).where(eq(outbox.to, 'Ana@Client.test')));
        return r?.status === 'captured' ? r : undefined;
      });
      expect(`${row!.subject}${row!.html}${row!.text}`).not.toContain(token);
      expect(row!.html).toContain(`token=${REDACTED_TOKEN}`);
    } finally {
      await app.close();
    }
  });

  it('warns at start when mails are only captured with NODE_ENV=production; not with SMTP or outside production', async () => {
    const warnings = async (over: Partial<MailConfig>, transportKind?: 'smtp') => {
      const app = await buildPluginApp(database, [[jobsPlugin, { jobsConfig: { workers: false, schema: 'pgboss' } }]]);
      const warn = jest.spyOn(app.log, 'warn');
      await app.register(mailPlugin, {
        mailConfig: mailConfig(over),
        calls: false,
        ...(transportKind ? { transport: { kind: transportKind, deliver: async () => ({}), close() {} } } : {}),
      });
      await app.ready();
      const said = warn.mock.calls.map((c) => c.map(String).join(' '));
      await app.close();
      return said.filter((s) => /MAIL IS NOT SENT/.test(s));
    };
    expect(await warnings({ production: true })).toHaveLength(1);
    expect(await warnings({ production: false })).toHaveLength(0);
    expect(await warnings({ production: true }, 'smtp')).toHaveLength(0);
  });
});
