import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { MailTemplate } from '../../platform/mail';
import { REPORT_DELIVERY_TEMPLATE, runReportDeliveries } from './reports.custom';

/** The mail of a scheduled custom report (the file is attached). */
export const REPORTS_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  [REPORT_DELIVERY_TEMPLATE]: {
    subject: 'Report: {{reportName}} ({{date}})',
    html: '<p>Hello,</p><p>Attached is the {{frequency}} report <strong>{{reportName}}</strong> as of {{date}}: {{rowCount}} row(s), in {{fileName}}.</p><p>It is sent on behalf of {{ownerName}}, who scheduled it in Custom Reports.</p>',
    text: 'Hello,\n\nAttached is the {{frequency}} report {{reportName}} as of {{date}}: {{rowCount}} row(s), in {{fileName}}.\n\nIt is sent on behalf of {{ownerName}}, who scheduled it in Custom Reports.',
  },
};

/** Queue of the scheduled report deliveries; the cron checks for due reports every 15 minutes. */
export const REPORT_DELIVERY_QUEUE = 'reports.deliveries';
export const REPORT_DELIVERY_CRON = '*/15 * * * *';

/** With the jobs and mail plugins loaded: the delivery worker and its schedule. */
export const reportsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs') || !app.hasDecorator('mailer')) return;
      await app.jobs.defineQueue(REPORT_DELIVERY_QUEUE, { retryLimit: 3, retryDelay: 300, retryBackoff: true });
      await app.jobs.registerWorker(REPORT_DELIVERY_QUEUE, async () => {
        const r = await runReportDeliveries(app.database.db, app.mailer);
        app.log.info(r, 'scheduled reports delivered');
      });
      await app.jobs.boss.schedule(REPORT_DELIVERY_QUEUE, REPORT_DELIVERY_CRON, {}, { tz: 'UTC' });
    });
  },
  { name: 'passage-reports', fastify: '5.x' },
);
