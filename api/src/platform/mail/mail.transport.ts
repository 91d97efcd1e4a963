import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

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
      const info = await transporter.sendMail({ ...mail, to: mail.to.join(', ') });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/**
 * The default: nodemailer builds the message (so addresses and headers are checked as for SMTP),
 * and nothing leaves the machine. The outbox row is the captured copy.
 */
export function captureTransport(): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'capture',
    async deliver(mail) {
      const info = await transporter.sendMail({ ...mail, to: mail.to.join(', ') });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
