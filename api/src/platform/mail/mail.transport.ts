import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { linksOf } from './mail.service';

export interface OutgoingMail {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** The template's name: kept with a captured mail, never sent over SMTP. */
  template?: string;
  /** Files attached to the mail (a scheduled report's export). */
  attachments?: MailAttachment[];
}

/** A file attached to a mail, carried in the outbox row (base64). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

const nodemailerAttachments = (a: MailAttachment[] | undefined) =>
  a?.map((x) => ({ filename: x.fileName, contentType: x.contentType, content: Buffer.from(x.contentBase64, 'base64') }));

/** Where rendered mails go. */
export interface MailTransport {
  /** `smtp` delivers; `capture` keeps the mail in the outbox table only. */
  readonly kind: 'smtp' | 'capture';
  deliver(mail: OutgoingMail): Promise<{ messageId?: string }>;
  close(): void;
}

/** A real SMTP server through nodemailer (`smtp://` or `smtps://` URL). */
export function smtpTransport(url: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(mail) {
      const { from, to, replyTo, subject, html, text } = mail;
      const info = await transporter.sendMail({ from, to: to.join(', '), replyTo, subject, html, text, attachments: nodemailerAttachments(mail.attachments) });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** One captured mail as written to MAIL_CAPTURE_DIR (`<time>-<random>.json`). */
export interface CapturedMailFile {
  messageId: string;
  capturedAt: string;
  template: string | null;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The `href`s of the HTML body, in order (decoded). */
  links: string[];
}

/**
 * The default: nodemailer builds the message (so addresses and headers are checked as for SMTP),
 * and nothing leaves the machine. The outbox row is the captured copy. With `captureDir` (test
 * runs: MAIL_CAPTURE_DIR) each mail is also written there as a JSON file, whole and with its live
 * links, for the e2e tests on the same machine to read; it is never served by the API. Files are
 * written under a temporary name and renamed, so a reader never sees half a mail.
 */
export function captureTransport(captureDir?: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'capture',
    async deliver(mail) {
      const { from, to, replyTo, subject, html, text } = mail;
      const info = await transporter.sendMail({ from, to: to.join(', '), replyTo, subject, html, text, attachments: nodemailerAttachments(mail.attachments) });
      if (captureDir) {
        const capturedAt = new Date();
        const file: CapturedMailFile = {
          messageId: String(info.messageId ?? ''),
          capturedAt: capturedAt.toISOString(),
          template: mail.template ?? null,
          from,
          to,
          subject,
          html,
          text,
          links: linksOf(html),
        };
        await mkdir(captureDir, { recursive: true });
        const name = `${String(capturedAt.getTime()).padStart(15, '0')}-${randomBytes(6).toString('hex')}.json`;
        const tmp = path.join(captureDir, `.${name}.tmp`);
        await writeFile(tmp, JSON.stringify(file, null, 2));
        await rename(tmp, path.join(captureDir, name));
      }
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/**
 * The start-up warning when mails are only captured in production: users would get no reset,
 * activation or signing mail, and the outbox would be the only copy.
 */
export function captureInProductionWarning(kind: MailTransport['kind'], production: boolean): string | undefined {
  if (kind !== 'capture' || !production) return undefined;
  return (
    '!!! MAIL IS NOT SENT: NODE_ENV=production with the capturing mail transport (SMTP_URL is not set). ' +
    'No password-reset, activation or signing mail reaches anyone; set SMTP_URL. !!!'
  );
}
