import { buttonHtml } from '../../platform/mail/templates/layout';
import type { MailTemplate } from '../../platform/mail/templates';
import type { CallContext } from '../../platform/http';
import type { Db } from '../../platform/db';
import type { Mailer } from '../../platform/mail';

/** The identity mails beyond the platform's built-ins; registered through the auth module's definition. */
export const AUTH_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  'email-verification': {
    subject: 'Confirm your e-mail address for {{productName}}',
    html: `<p>Hello {{name}},</p><p>Thank you for registering with {{productName}}. Confirm your e-mail address to activate your account.</p>${buttonHtml()}<p style="font-size:13px;color:#6b7280">This link expires in {{expiresIn}}. If you did not register, ignore this mail.</p>`,
    text: `Hello {{name}},\n\nThank you for registering with {{productName}}. Confirm your e-mail address to activate your account:\n{{actionUrl}}\n\nThis link expires in {{expiresIn}}. If you did not register, ignore this mail.`,
  },

  'account-exists': {
    subject: 'You already have a {{productName}} account',
    html: `<p>Hello {{name}},</p><p>Someone (hopefully you) tried to register with this e-mail address, but it already has an account. Sign in, or reset your password if you forgot it.</p>${buttonHtml()}<p style="font-size:13px;color:#6b7280">If this was not you, ignore this mail: nothing changed.</p>`,
    text: `Hello {{name}},\n\nSomeone (hopefully you) tried to register with this e-mail address, but it already has an account. Sign in, or reset your password if you forgot it:\n{{actionUrl}}\n\nIf this was not you, ignore this mail: nothing changed.`,
  },

  'sign-in-failures': {
    subject: 'Failed sign-in attempts on your {{productName}} account',
    html: `<p>Hello {{name}},</p><p>There were {{failures}} failed attempts to sign in to your {{productName}} account since {{since}}. Your account is not locked: you can sign in with your password as usual, and the addresses that failed are slowed down.</p><p>If these attempts were not yours, choose a new password.</p>${buttonHtml()}<p style="font-size:13px;color:#6b7280">We send this once per burst of failures.</p>`,
    text: `Hello {{name}},\n\nThere were {{failures}} failed attempts to sign in to your {{productName}} account since {{since}}. Your account is not locked: you can sign in with your password as usual, and the addresses that failed are slowed down.\n\nIf these attempts were not yours, choose a new password:\n{{actionUrl}}\n\nWe send this once per burst of failures.`,
  },
};

export type IdentityMailTemplate =
  | 'account-activation'
  | 'password-reset'
  | 'invitation'
  | 'email-verification'
  | 'account-exists'
  | 'sign-in-failures';

/**
 * Sends an identity mail through the platform mailer in the call's transaction (the outbox row
 * commits with the call), or in `tx` for work done after it (throttle.ts). Without a mailer (an
 * app built without the platform plugins) the mail is logged instead — with its link outside
 * production.
 */
export async function sendIdentityMail(
  ctx: CallContext<unknown>,
  input: { to: string; template: IdentityMailTemplate; data: Record<string, string>; tenantId?: string; tx?: Db },
): Promise<void> {
  const server = ctx.request.server;
  const mailer: Mailer | undefined = server.hasDecorator('mailer') ? server.mailer : undefined;
  if (mailer) {
    await mailer.send(input.tx ?? ctx.tx, {
      tenantId: input.tenantId ?? ctx.scopeTenantId,
      to: input.to,
      template: input.template,
      data: input.data,
    });
    return;
  }
  const details = ctx.config.env === 'production' ? {} : { actionUrl: input.data.actionUrl };
  ctx.log.info({ template: input.template, ...details }, 'identity mail not sent: no mailer configured');
}
