import { desc, eq, sql } from 'drizzle-orm';
import { redactTokens } from '../auth/tokens';
import { type Db, withTenant } from '../db';
import type { JobContext, JobsService } from '../jobs/jobs.service';
import type { BrandingResolver } from './branding';
import type { MailAttachment, MailTransport } from './mail.transport';
import { outbox, type OutboxRow } from './outbox.table';
import { getMailTemplate } from './templates';
import { htmlLayout, textLayout, type MailBranding } from './templates/layout';
import { fillPlaceholders, MailTemplateError, type TemplateData } from './templates/render';

/** Queue of deliveries. */
export const MAIL_QUEUE = 'mail.send';

export interface MailMessage {
  /** The tenant the mail is sent for (its branding; its outbox). */
  tenantId: string;
  to: string | string[];
  /** A registered template name (see templates/index.ts). */
  template: string;
  data: TemplateData;
  /** Files to attach (kept in the outbox row until delivered). */
  attachments?: MailAttachment[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailJobData {
  tenantId: string;
  outboxId: string;
}

/** Sends templated, branded mail: rendered now, stored in the outbox, delivered by a job. */
export interface Mailer {
  /**
   * Renders the mail, writes its outbox row and queues its delivery inside `tx` (an open
   * withTenant transaction of `message.tenantId`): rolled back with it, delivered only after it
   * commits.
   */
  send(tx: Db, message: MailMessage): Promise<{ id: string }>;
  render(tx: Db, message: MailMessage): Promise<RenderedMail>;
  /** `smtp` or `capture`. */
  readonly transportKind: MailTransport['kind'];
}

export interface MailServiceOptions {
  db: Db;
  jobs: JobsService;
  transport: MailTransport;
  from: string;
  branding: BrandingResolver;
}

const addressList = (to: string | string[]): string[] =>
  (Array.isArray(to) ? to : to.split(',')).map((s) => s.trim()).filter(Boolean);

/** Renders a template with its brand: placeholders filled, HTML escaped, layout around. */
export function renderMail(template: string, data: TemplateData, brand: MailBranding): RenderedMail {
  const t = getMailTemplate(template);
  if (!t) throw new MailTemplateError(`Unknown mail template: ${template}`);
  const values: TemplateData = { productName: brand.productName, brandColor: brand.primaryColor, ...data };
  const subject = fillPlaceholders(t.subject, values, false)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return {
    subject,
    html: htmlLayout(fillPlaceholders(t.html, values, true), subject, brand),
    text: textLayout(fillPlaceholders(t.text, values, false), brand),
  };
}

export class MailService implements Mailer {
  constructor(private readonly o: MailServiceOptions) {}

  get transportKind(): MailTransport['kind'] {
    return this.o.transport.kind;
  }

  async render(tx: Db, message: MailMessage): Promise<RenderedMail> {
    const brand = await this.o.branding(tx, message.tenantId);
    return renderMail(message.template, message.data, brand);
  }

  async send(tx: Db, message: MailMessage): Promise<{ id: string }> {
    const to = addressList(message.to);
    if (to.length === 0) throw new MailTemplateError('A mail needs at least one recipient');
    const rendered = await this.render(tx, message);
    const [row] = await tx
      .insert(outbox)
      .values({ tenantId: message.tenantId, to: to.join(', '), template: message.template, attachments: message.attachments ?? [], ...rendered })
      .returning({ id: outbox.id });
    const id = row!.id;
    await this.o.jobs.enqueue<MailJobData>(MAIL_QUEUE, { tenantId: message.tenantId, outboxId: id }, { tx });
    return { id };
  }

  /** The `mail.send` worker: delivers one outbox row; a throw is retried by the queue. */
  async deliver(job: JobContext<MailJobData>): Promise<void> {
    const { tenantId, outboxId } = job.data;
    const { db, transport } = this.o;
    // Read, send and record in separate steps: no transaction stays open during SMTP.
    const row = await withTenant(db, tenantId, async (tx) => {
      const [r] = await tx.select().from(outbox).where(eq(outbox.id, outboxId)).limit(1);
      return r;
    });
    if (!row || row.status === 'sent' || row.status === 'captured') return;
    const brand = await withTenant(db, tenantId, (tx) => this.o.branding(tx, tenantId));
    try {
      await transport.deliver({
        from: `"${brand.productName.replace(/["\\]/g, '')}" <${this.o.from}>`,
        to: addressList(row.to),
        replyTo: brand.replyTo,
        subject: row.subject,
        html: row.html,
        text: row.text,
        template: row.template,
        attachments: row.attachments,
      });
    } catch (err) {
      const final = job.retryCount >= job.retryLimit;
      await withTenant(db, tenantId, (tx) =>
        tx
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            error: String((err as Error).message ?? err).slice(0, 1000),
            status: final ? 'failed' : 'queued',
          })
          .where(eq(outbox.id, outboxId)),
      );
      throw err;
    }
    // Delivered: the row keeps the mail without its link tokens (like every stored token, they
    // live only hashed once the recipient has them); only undelivered rows need them for retries.
    await withTenant(db, tenantId, (tx) =>
      tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          status: transport.kind === 'smtp' ? 'sent' : 'captured',
          error: null,
          sentAt: new Date(),
          subject: redactTokens(row.subject),
          html: redactTokens(row.html),
          text: redactTokens(row.text),
        })
        .where(eq(outbox.id, outboxId)),
    );
  }
}

export interface OutboxPage {
  rows: OutboxRow[];
  total: number;
}

/** Outbox of the current scope, newest first; `to` filters by a recipient substring. */
export async function listOutbox(tx: Db, opts: { page: number; perpage: number; to?: string }): Promise<OutboxPage> {
  const where = opts.to ? sql`${outbox.to} ILIKE ${`%${opts.to.replace(/[\\%_]/g, '\\$&')}%`}` : undefined;
  const rows = await tx
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(opts.perpage)
    .offset((opts.page - 1) * opts.perpage);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Absolute links of a mail body, in order. */
export function linksOf(html: string): string[] {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) =>
    m[1]!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
  return [...new Set(links)];
}
