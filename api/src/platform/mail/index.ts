import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import { tenantBranding, type BrandingResolver } from './branding';
import { loadMailConfig, type MailConfig } from './mail.config';
import { registerMailCalls } from './mail.routes';
import { MAIL_QUEUE, MailService, type Mailer, type MailJobData } from './mail.service';
import { captureInProductionWarning, captureTransport, smtpTransport, type MailTransport } from './mail.transport';

export { MAIL_QUEUE, MailService, renderMail, linksOf } from './mail.service';
export type { Mailer, MailMessage, RenderedMail } from './mail.service';
export { registerMailTemplate, getMailTemplate, mailTemplateNames } from './templates';
export type { MailTemplate } from './templates';
export type { MailBranding } from './templates/layout';
export { tenantBranding } from './branding';
export type { BrandingResolver } from './branding';
export { loadMailConfig } from './mail.config';
export type { MailConfig } from './mail.config';
export type { CapturedMailFile, MailAttachment, MailTransport } from './mail.transport';
export { outbox } from './outbox.table';

declare module 'fastify' {
  interface FastifyInstance {
    /** Templated, branded mail through the outbox and the `mail.send` queue. */
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  /** Default: `app.database`. */
  database?: Database;
  /** The app's configuration (its `env` decides the production warning if `mailConfig` does not). */
  config?: AppConfig;
  /** Default: read from the environment. */
  mailConfig?: MailConfig;
  /** Default: SMTP when `config.smtpUrl`, else capture. */
  transport?: MailTransport;
  /** Default: the tenant's name and logo when white-label, else the platform's. */
  branding?: BrandingResolver;
  /** Register `/mail/outbox-list` (default true). */
  calls?: boolean;
}

/** Mail: needs the jobs plugin (deliveries are `mail.send` jobs with retries and a dead-letter queue). */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: MailPluginOptions) => {
    const database = opts.database ?? app.database;
    const config = opts.mailConfig ?? loadMailConfig(process.env);
    const transport =
      opts.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : captureTransport(config.captureDir));
    const service = new MailService({
      db: database.db,
      jobs: app.jobs,
      transport,
      from: config.from,
      branding: opts.branding ?? tenantBranding,
    });
    await app.jobs.defineQueue(MAIL_QUEUE, {
      retryLimit: config.retryLimit,
      retryDelay: config.retryDelaySeconds,
      retryBackoff: true,
    });
    await app.jobs.registerWorker<MailJobData>(MAIL_QUEUE, (job) => service.deliver(job));
    app.decorate('mailer', service as Mailer);
    app.addHook('onClose', async () => transport.close());
    if (opts.calls !== false) registerMailCalls(app);
    const warning = captureInProductionWarning(transport.kind, config.production ?? opts.config?.env === 'production');
    if (warning) app.log.warn({ transport: transport.kind, captureDir: config.captureDir ?? null }, warning);
    app.log.info({ transport: transport.kind }, 'mail ready');
  },
  { name: 'passage-mail', fastify: '5.x', dependencies: ['passage-jobs'] },
);
