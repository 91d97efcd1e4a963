import { buttonHtml } from './layout';

/**
 * A mail template: subject, HTML body and text body with `{{placeholders}}`. The brand values
 * `{{productName}}` and `{{brandColor}}` are always available; the layout adds header and footer.
 */
export interface MailTemplate {
  subject: string;
  html: string;
  text: string;
}

const templates = new Map<string, MailTemplate>();

/** Adds (or replaces) a template; modules call this at start for their own mails. */
export function registerMailTemplate(name: string, template: MailTemplate): void {
  templates.set(name, template);
}

export function getMailTemplate(name: string): MailTemplate | undefined {
  return templates.get(name);
}

export function mailTemplateNames(): string[] {
  return [...templates.keys()].sort();
}

// Built-in templates. Account mails (activation, password reset, invitations) are used by the
// auth, users and tenant modules; `generic` carries any message with an optional button.
registerMailTemplate('generic', {
  subject: '{{subject}}',
  html: `<p>{{greeting}}</p><p>{{message}}</p>`,
  text: `{{greeting}}\n\n{{message}}`,
});

registerMailTemplate('generic-action', {
  subject: '{{subject}}',
  html: `<p>{{greeting}}</p><p>{{message}}</p>${buttonHtml()}`,
  text: `{{greeting}}\n\n{{message}}\n\n{{actionLabel}}: {{actionUrl}}`,
});

registerMailTemplate('account-activation', {
  subject: 'Activate your {{productName}} account',
  html: `<p>Hello {{name}},</p><p>An account was created for you at {{productName}}. Activate it to choose your password.</p>${buttonHtml()}<p style="font-size:13px;color:#6b7280">This link expires in {{expiresIn}}.</p>`,
  text: `Hello {{name}},\n\nAn account was created for you at {{productName}}. Activate it to choose your password:\n{{actionUrl}}\n\nThis link expires in {{expiresIn}}.`,
});

registerMailTemplate('password-reset', {
  subject: 'Reset your {{productName}} password',
  html: `<p>Hello {{name}},</p><p>We received a request to reset your password. If it was you, choose a new one:</p>${buttonHtml()}<p style="font-size:13px;color:#6b7280">This link expires in {{expiresIn}}. If you did not ask for it, ignore this mail.</p>`,
  text: `Hello {{name}},\n\nWe received a request to reset your password. If it was you, choose a new one:\n{{actionUrl}}\n\nThis link expires in {{expiresIn}}. If you did not ask for it, ignore this mail.`,
});

registerMailTemplate('invitation', {
  subject: '{{inviterName}} invited you to {{productName}}',
  html: `<p>Hello {{name}},</p><p>{{inviterName}} invited you to work on your immigration case with {{productName}}.</p>${buttonHtml()}`,
  text: `Hello {{name}},\n\n{{inviterName}} invited you to work on your immigration case with {{productName}}.\n\n{{actionLabel}}: {{actionUrl}}`,
});
