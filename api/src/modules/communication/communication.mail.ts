import type { MailTemplate } from '../../platform/mail';
import { buttonHtml } from '../../platform/mail/templates/layout';

/** The public reply page (SPEC §2.3); the link adds `?token=…`. */
export const REPLY_PAGE = '/public/communication/reply';

/** The message mails; registered through the communication module's definition. */
export const COMMUNICATION_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  'communication-message': {
    subject: '{{caseNo}}: new message from {{firmName}}',
    html: `<p>Hello {{name}},</p><p>{{authorName}} of {{firmName}} wrote about case {{caseNo}}:</p><blockquote style="margin:16px 0;padding:8px 16px;border-left:3px solid #d1d5db;white-space:pre-wrap">{{message}}</blockquote>${buttonHtml()}<p style="font-size:13px;color:#6b7280">Reply from any device with the button above; the link works until {{expiresOn}} and only for this case.</p>`,
    text: `Hello {{name}},\n\n{{authorName}} of {{firmName}} wrote about case {{caseNo}}:\n\n{{message}}\n\n{{actionLabel}}: {{actionUrl}}\n\nThe link works until {{expiresOn}} and only for this case.`,
  },
};
