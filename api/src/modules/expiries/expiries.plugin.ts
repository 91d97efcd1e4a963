import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { withPlatform, withTenant } from '../../platform/db';
import { errorEnvelope } from '../../platform/http';
import { findTenantBySlug, scopeOfHost } from '../../platform/tenancy';
import type { MailTemplate } from '../../platform/mail';
import { EXPIRY_REMINDER_TEMPLATE, icsFeed, runExpiryReminders } from './expiries.service';

/** The expiry reminder mail; registered through the expiries module's definition. */
export const EXPIRY_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  [EXPIRY_REMINDER_TEMPLATE]: {
    subject: '{{document}} of {{personName}} expires on {{date}}',
    html: `<p>Hello {{name}},</p><p>The <strong>{{document}}</strong> of {{personName}} (petitioner: {{companyName}}) expires on <strong>{{date}}</strong>, in {{daysLeft}} day(s).</p><p>Please review what needs to be filed or renewed.</p>`,
    text: `Hello {{name}},\n\nThe {{document}} of {{personName}} (petitioner: {{companyName}}) expires on {{date}}, in {{daysLeft}} day(s).\n\nPlease review what needs to be filed or renewed.`,
  },
};

/** Daily queue of the expiry reminder run. */
export const EXPIRY_REMINDER_QUEUE = 'expiry.reminders';
/** 06:00 UTC every day. */
export const EXPIRY_REMINDER_CRON = '0 6 * * *';

const TOKEN_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

/**
 * The public iCalendar feed `GET /ics/<token>.ics` (the token is the credential; the tenant comes
 * from the host) and, with the jobs and mail plugins loaded, the daily reminder job.
 */
export const expiriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.get('/ics/:file', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (req, reply) => {
      const file = (req.params as { file?: string }).file ?? '';
      const m = TOKEN_FILE.exec(file);
      const notFound = () => reply.code(404).send(errorEnvelope('NOT_FOUND', 'Not found'));
      if (!m) return notFound();
      const host = scopeOfHost(req.headers.host, app.config);
      if (host.kind !== 'tenant') return notFound();
      const tenant = await withPlatform(app.database.db, (tx) => findTenantBySlug(tx, host.slug));
      if (!tenant || tenant.status !== 'active') return notFound();
      const hostName = String(req.headers.host ?? 'passage').split(':')[0]!;
      const today = new Date().toISOString().slice(0, 10);
      const body = await withTenant(app.database.db, tenant.id, (tx) => icsFeed(tx, tenant, m[1]!, hostName, today));
      if (!body) return notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="expiries.ics"')
        .send(body);
    });

    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs') || !app.hasDecorator('mailer')) return;
      await app.jobs.defineQueue(EXPIRY_REMINDER_QUEUE, { retryLimit: 3, retryDelay: 300, retryBackoff: true });
      await app.jobs.registerWorker(EXPIRY_REMINDER_QUEUE, async () => {
        const r = await runExpiryReminders(app.database.db, app.mailer);
        app.log.info(r, 'expiry reminders sent');
      });
      await app.jobs.boss.schedule(EXPIRY_REMINDER_QUEUE, EXPIRY_REMINDER_CRON, {}, { tz: 'UTC' });
    });
  },
  { name: 'passage-expiries', fastify: '5.x' },
);
