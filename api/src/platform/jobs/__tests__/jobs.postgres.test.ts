import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db';
import { mailPlugin, type MailTransport } from '../../mail';
import { jobsPlugin } from '..';
import {
  authHeaders,
  buildPluginApp,
  httpRequest,
  openTestDatabase,
  seedTenant,
  testConfig,
  waitFor,
} from './support/platform-harness';

jest.setTimeout(90_000);

/** The PostgreSQL path: pg-boss with its own pool on DATABASE_URL, mail through it. */
if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL;

  describe('jobs and mail on PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let app: FastifyInstance;
    let fail = false;

    beforeAll(async () => {
      database = await openTestDatabase(adminUrl);
      const config = testConfig();
      const transport: MailTransport = {
        kind: 'capture',
        async deliver() {
          if (fail) throw new Error('421 try later');
          return {};
        },
        close() {},
      };
      app = await buildPluginApp(
        database,
        [
          [jobsPlugin, { jobsConfig: { workers: true, pollingIntervalSeconds: 0.5, schema: 'pgboss' } }],
          [
            mailPlugin,
            {
              transport,
              mailConfig: {
                from: 'no-reply@mail.test',
                retryLimit: 1,
                retryDelaySeconds: 1,
              },
            },
          ],
        ],
        { config: { ...config, db: { ...config.db, url: database.url } } },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    test('a mail is captured by the worker; a failing one ends in the dead-letter list', async () => {
      const acme = await seedTenant(database, { slug: 'acme' });
      const list = async () =>
        (
          await httpRequest(app, {
            method: 'POST',
            url: '/api/mail/outbox-list',
            headers: authHeaders(acme, acme.admin),
            payload: {},
          })
        ).json().result.data;
      const ok = await withTenant(database.db, acme.id, (tx) =>
        app.mailer.send(tx, {
          tenantId: acme.id,
          to: 'a@client.test',
          template: 'generic',
          data: { subject: 'S', greeting: 'Hi', message: 'M' },
        }),
      );
      await waitFor(async () =>
        (await list()).find((r: { id: string; status: string }) => r.id === ok.id && r.status === 'captured'),
      );
      fail = true;
      const bad = await withTenant(database.db, acme.id, (tx) =>
        app.mailer.send(tx, {
          tenantId: acme.id,
          to: 'b@client.test',
          template: 'generic',
          data: { subject: 'S', greeting: 'Hi', message: 'M' },
        }),
      );
      const dead = await waitFor(async () => {
        const res = await httpRequest(app, {
          method: 'POST',
          url: '/api/jobs/dead-letter-list',
          headers: authHeaders(acme, acme.admin),
          payload: {},
        });
        const rows = res.json().result.data;
        return rows.length ? rows : undefined;
      }, 45_000);
      expect(dead[0]).toMatchObject({ queue: 'mail.send', data: { outboxId: bad.id } });
      expect((await list()).find((r: { id: string }) => r.id === bad.id)).toMatchObject({
        status: 'failed',
        attempts: 2,
      });
    });
  });
} else {
  test('PostgreSQL suite needs TEST_DATABASE_URL', () => expect(process.env.TEST_DATABASE_URL).toBeUndefined());
}
