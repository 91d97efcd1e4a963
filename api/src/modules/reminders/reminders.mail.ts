import type { MailTemplate } from '../../platform/mail';
import { buttonHtml } from '../../platform/mail/templates/layout';

export const REMINDER_MAIL_TEMPLATE = 'reminder-due';
/** To an address without an account (a client): no link into the app. */
export const REMINDER_CLIENT_MAIL_TEMPLATE = 'reminder-due-client';

export const REMINDERS_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  [REMINDER_MAIL_TEMPLATE]: {
    subject: 'Reminder: {{title}}',
    html: `<p>Hello {{name}},</p><p>This is your reminder <strong>{{title}}</strong>, set by {{setBy}} for {{when}}{{about}}.</p><p>{{note}}</p>${buttonHtml()}`,
    text: `Hello {{name}},\n\nThis is your reminder "{{title}}", set by {{setBy}} for {{when}}{{about}}.\n\n{{note}}\n\n{{actionLabel}}: {{actionUrl}}`,
  },
  [REMINDER_CLIENT_MAIL_TEMPLATE]: {
    subject: 'Reminder: {{title}}',
    html: `<p>Hello,</p><p>This is a reminder from {{setBy}}: <strong>{{title}}</strong> ({{when}}).</p><p>{{note}}</p>`,
    text: `Hello,\n\nThis is a reminder from {{setBy}}: "{{title}}" ({{when}}).\n\n{{note}}`,
  },
};
