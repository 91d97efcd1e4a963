import type { MailTemplate } from '../../platform/mail';
import { buttonHtml } from '../../platform/mail/templates/layout';

/** The sign page (SPEC §2.3); the link adds `?token=…`. */
export const SIGN_PAGE = '/auth/sign-document';
/** The public verification page. */
export const VERIFY_PAGE = '/verify-signature';

/** The e-signature mails; registered through the esign module's definition. */
export const ESIGN_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  'esign-request': {
    subject: '{{caseNo}}: please review and sign {{documentName}}',
    html: `<p>Hello {{name}},</p><p>{{firmName}} asks you to review and sign <strong>{{documentName}}</strong> for case {{caseNo}} ({{typeName}}). You can read the whole document before you sign, draw or type your signature, or decline.</p><p>{{note}}</p>${buttonHtml()}<p style="font-size:13px;color:#6b7280">The link works once, until {{expiresOn}}.</p>`,
    text: `Hello {{name}},\n\n{{firmName}} asks you to review and sign {{documentName}} for case {{caseNo}} ({{typeName}}).\n\n{{note}}\n\n{{actionLabel}}: {{actionUrl}}\n\nThe link works once, until {{expiresOn}}.`,
  },

  'esign-attorney-sign': {
    subject: '{{caseNo}}: {{signerName}} signed {{documentName}}',
    html: `<p>Hello {{name}},</p><p>{{signerName}} signed <strong>{{documentName}}</strong> for case {{caseNo}}. Add your own signature, or record why it is not needed.</p>${buttonHtml()}`,
    text: `Hello {{name}},\n\n{{signerName}} signed {{documentName}} for case {{caseNo}}. Add your own signature, or record why it is not needed.\n\n{{actionLabel}}: {{actionUrl}}`,
  },
};
