import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { withTenant, type Database } from '../../db';
import { jobsPlugin } from '../../jobs';
import {
  authHeaders,
  buildPluginApp,
  httpRequest,
  openTestDatabase,
  seedOperator,
  seedTenant,
  waitFor,
  type SeededTenant,
} from '../../jobs/__tests__/support/platform-harness';
import { mailPlugin, type MailConfig, type MailTransport } from '..';

jest.setTimeout(90_000);

const jobsConfig = { workers: true, pollingIntervalSeconds: 0.5, schema: 'pgboss' };
const mailConfig = (over: Partial<MailConfig> = {}): MailConfig => ({
  from: 'no-reply@mail.test',
  retryLimit: 2,
  retryDelaySeconds: 1,
  ...over,
});

async function startApp(database: Database, mail: Record<string, unknown>): Promise<FastifyInstance> {
  const app = await buildPluginApp(database, [
    [jobsPlugin, { jobsConfig }],
    [mailPlugin, mail],
  ]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const resetData = (url: string) => ({
  name: 'Ana',
  actionUrl: url,
  actionLabel: 'Reset password',
  expiresIn: '1 hour',
});

describe('mail: captured outbox (default, no SMTP)', () => {
  let database: Database;
  let app: FastifyInstance;
  let acme: SeededTenant;
  let brand: SeededTenant;

  beforeAll(async () => {
    database = await openTestDatabase();
    acme = await seedTenant(database, { slug: 'acme' });
    brand = await seedTenant(database, {
      slug: 'lima',
      name: 'Lima Immigration Law',
      whiteLabled: true,
      logo: 'https://cdn.lima.example/logo.png',
    });
    app = await startApp(database, { mailConfig: mailConfig() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const list = (t: SeededTenant, token: string, payload: object = {}) =>
    httpRequest(app, { method: 'POST', url: '/api/mail/outbox-list', headers: authHeaders(t, { token }), payload });

  test('a sent mail is a row of the outbox list, with its link (token redacted), and is captured by the job', async () => {
    expect(app.mailer.transportKind).toBe('capture');
    const link = `http://${acme.host}/reset-password?token=abc123`;
    const shown = `http://${acme.host}/reset-password?token=[redacted]`;
    const { id } = await withTenant(database.db, acme.id, (tx) =>
      app.mailer.send(tx, {
        tenantId: acme.id,
        to: 'ana@client.test',
        template: 'password-reset',
        data: resetData(link),
      }),
    );
    const res = await list(acme, acme.admin.token);
    expect(res.statusCode).toBe(200);
    const row = res.json().result.data.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({
      to: 'ana@client.test',
      subject: 'Reset your Passage password',
      template: 'password-reset',
    });
    // The admin sees where the mail links to, never the recipient's token.
    expect(row.links).toContain(shown);
    expect(row.text).toContain(shown);
    expect(JSON.stringify(row)).not.toContain('abc123');
    const captured = await waitFor(async () => {
      const r = (await list(acme, acme.admin.token)).json().result.data.find((x: { id: string }) => x.id === id);
      return r.status === 'captured' ? r : undefined;
    });
    expect(captured).toMatchObject({ attempts: 1, error: null });
    expect(captured.sentAt).not.toBeNull();
  });

  test('there is no call that answers a mail with its links (the former e2e helper is gone)', async () => {
    const res = await httpRequest(app, {
      method: 'POST',
      url: '/api/mail/outbox-latest',
      headers: { host: acme.host },
      payload: { to: 'bob@client.test' },
    });
    expect(res.statusCode).toBe(404);
  });

  test('the outbox list is for admins (3) only and shows only the own tenant', async () => {
    expect((await list(acme, acme.staff.token)).statusCode).toBe(403);
    const theirs = await list(brand, brand.admin.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().result.data.every((r: { to: string }) => !r.to.includes('client.test'))).toBe(true);
    const operator = await seedOperator(database);
    const op = await httpRequest(app, {
      method: 'POST',
      url: '/api/mail/outbox-list',
      headers: { host: 'localhost', authorization: `Bearer ${operator.token}` },
      payload: {},
    });
    expect(op.statusCode).toBe(403);
  });

  test('a white-label tenant’s mail shows its own brand and no "Passage"', async () => {
    const link = `http://${brand.host}/reset-password?token=zz`;
    const { id } = await withTenant(database.db, brand.id, (tx) =>
      app.mailer.send(tx, {
        tenantId: brand.id,
        to: 'carla@client.test',
        template: 'password-reset',
        data: resetData(link),
      }),
    );
    const row = (await list(brand, brand.admin.token)).json().result.data.find((r: { id: string }) => r.id === id);
    expect(row.subject).toBe('Reset your Lima Immigration Law password');
    expect(`${row.subject}${row.html}${row.text}`).not.toMatch(/passage/i);
    expect(row.html).toContain('https://cdn.lima.example/logo.png');
  });

  test('a mail rolled back with its transaction is neither listed nor delivered', async () => {
    await withTenant(database.db, acme.id, async (tx) => {
      await app.mailer.send(tx, {
        tenantId: acme.id,
        to: 'ghost@client.test',
        template: 'generic',
        data: { subject: 'Boo', greeting: 'Hi', message: 'x' },
      });
      throw new Error('rollback');
    }).catch(() => undefined);
    const res = await list(acme, acme.admin.token, { to: 'ghost' });
    expect(res.json().result.count).toBe(0);
  });

  test('MAIL_CAPTURE_DIR is read from the environment; production is known for the start-up warning', async () => {
    const { loadMailConfig } = await import('../mail.config');
    expect(loadMailConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toMatchObject({ production: true });
    expect(loadMailConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv).captureDir).toBeUndefined();
    expect(loadMailConfig({ NODE_ENV: 'test', MAIL_CAPTURE_DIR: '/tmp/m' } as NodeJS.ProcessEnv)).toMatchObject({
      production: false,
      captureDir: '/tmp/m',
    });
  });
});

describe('mail: SMTP delivery', () => {
  let database: Database;
  let app: FastifyInstance;
  let smtp: SMTPServer;
  const received: { to: string; raw: string }[] = [];
  let acme: SeededTenant;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            raw: Buffer.concat(chunks).toString(),
          });
          cb();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const port = (smtp.server.address() as AddressInfo).port;
    database = await openTestDatabase();
    acme = await seedTenant(database, { slug: 'acme' });
    app = await startApp(database, { mailConfig: mailConfig({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` }) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise((r) => smtp.close(() => r(undefined)));
  });

  test('the job delivers through SMTP with HTML and text parts, status sent', async () => {
    expect(app.mailer.transportKind).toBe('smtp');
    const link = `http://${acme.host}/reset-password?token=smtp1`;
    const { id } = await withTenant(database.db, acme.id, (tx) =>
      app.mailer.send(tx, {
        tenantId: acme.id,
        to: 'dan@client.test',
        template: 'password-reset',
        data: resetData(link),
      }),
    );
    const mail = await waitFor(async () => received.find((m) => m.to === 'dan@client.test'));
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toMatch(/From: "?Passage"? <no-reply@mail\.test>/);
    const row = await waitFor(async () => {
      const res = await httpRequest(app, {
        method: 'POST',
        url: '/api/mail/outbox-list',
        headers: authHeaders(acme, acme.admin),
        payload: {},
      });
      const r = res.json().result.data.find((x: { id: string }) => x.id === id);
      return r?.status === 'sent' ? r : undefined;
    });
    expect(row.attempts).toBe(1);
  });
});

describe('mail: failing delivery is retried, then dead-lettered', () => {
  let database: Database;
  let app: FastifyInstance;
  let acme: SeededTenant;
  let attempts = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    acme = await seedTenant(database, { slug: 'acme' });
    const failing: MailTransport = {
      kind: 'smtp',
      async deliver() {
        attempts++;
        throw new Error('550 mailbox unavailable');
      },
      close() {},
    };
    app = await startApp(database, {
      mailConfig: mailConfig({ retryLimit: 2, retryDelaySeconds: 1 }),
      transport: failing,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  test('three attempts, outbox status failed, the job in /jobs/dead-letter-list', async () => {
    const { id } = await withTenant(database.db, acme.id, (tx) =>
      app.mailer.send(tx, {
        tenantId: acme.id,
        to: 'eve@client.test',
        template: 'generic',
        data: { subject: 'Hi', greeting: 'Hello', message: 'Test' },
      }),
    );
    const dead = await waitFor(async () => {
      const res = await httpRequest(app, {
        method: 'POST',
        url: '/api/jobs/dead-letter-list',
        headers: authHeaders(acme, acme.admin),
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json().result.data;
      return rows.length ? rows : undefined;
    }, 45_000);
    expect(attempts).toBe(3);
    expect(dead[0]).toMatchObject({ queue: 'mail.send', data: { tenantId: acme.id, outboxId: id } });
    expect(JSON.stringify(dead[0].error)).toContain('550 mailbox unavailable');
    const row = (
      await httpRequest(app, {
        method: 'POST',
        url: '/api/mail/outbox-list',
        headers: authHeaders(acme, acme.admin),
        payload: {},
      })
    ).json().result.data[0];
    expect(row).toMatchObject({ id, status: 'failed', attempts: 3, error: '550 mailbox unavailable' });
    // Staff may not see dead letters; another tenant's admin sees none of these.
    const staff = await httpRequest(app, {
      method: 'POST',
      url: '/api/jobs/dead-letter-list',
      headers: authHeaders(acme, acme.staff),
      payload: {},
    });
    expect(staff.statusCode).toBe(403);
    const other = await seedTenant(database, { slug: 'other' });
    const theirs = await httpRequest(app, {
      method: 'POST',
      url: '/api/jobs/dead-letter-list',
      headers: authHeaders(other, other.admin),
      payload: {},
    });
    expect(theirs.json().result.data).toEqual([]);
    const operator = await seedOperator(database);
    const all = await httpRequest(app, {
      method: 'POST',
      url: '/api/jobs/dead-letter-list',
      headers: { host: 'localhost', authorization: `Bearer ${operator.token}` },
      payload: {},
    });
    expect(all.json().result.data.length).toBeGreaterThanOrEqual(1);
  });
});
