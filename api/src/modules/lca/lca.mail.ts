import type { MailTemplate } from '../../platform/mail';
import { buttonHtml } from '../../platform/mail/templates/layout';

/** The mail of /lca/send-fill-link: the employer's contact gets the single-use fill link. */
export const LCA_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  'lca-fill-link': {
    subject: '{{firmName}}: worksite and wage details for the {{jobTitle}} LCA',
    html: `<p>Hello {{name}},</p><p>{{firmName}} is preparing the Labor Condition Application {{caseNo}} for {{employerName}} ({{jobTitle}}). Please fill in the places of employment and the wages offered. No account is needed; the link works once, until {{expiresOn}}.</p>${buttonHtml()}`,
    text: `Hello {{name}},\n\n{{firmName}} is preparing the Labor Condition Application {{caseNo}} for {{employerName}} ({{jobTitle}}). Please fill in the places of employment and the wages offered. No account is needed; the link works once, until {{expiresOn}}.\n\n{{actionLabel}}: {{actionUrl}}`,
  },
};
