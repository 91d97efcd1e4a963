import type { QuestionnaireKind, QuestionnaireLanguage } from 'shared/domain';
import type { MailTemplate } from '../../platform/mail';
import { buttonHtml } from '../../platform/mail/templates/layout';

/** The fill page of each kind (SPEC §2.3); the link adds `/{petitionId}?token=…`. */
export const FILL_PAGES: Readonly<Record<QuestionnaireKind, string>> = {
  beneficiary: '/fill-questionnaire',
  petitioner: '/fill-Petitioner-questionnaire',
  sponsor: '/fill-sponsor-questionnaire',
  investor: '/fill-investor-questionnaire',
};

/** The mail template of a message in the client's language (`<name>` in English, `<name>-es`…). */
export const mailTemplateFor = (name: string, language: QuestionnaireLanguage | null | undefined): string =>
  !language || language === 'en' ? name : `${name}-${language}`;

/** Words of the mails that the service fills in, by language. */
export const MAIL_WORDS: Readonly<Record<QuestionnaireLanguage, { fillAction: string; confirmAction: string }>> = {
  en: { fillAction: 'Fill in the questionnaire', confirmAction: 'Answer the request' },
  es: { fillAction: 'Completar el cuestionario', confirmAction: 'Responder a la solicitud' },
};

/** The button of the layout, with its fallback line in Spanish. */
const buttonHtmlEs = (): string =>
  buttonHtml().replace(
    'If the button does not work, open this address:',
    'Si el botón no funciona, abra esta dirección:',
  );

/** The questionnaire mails (English and Spanish); registered through the questionnaires module's definition. */
export const QUESTIONNAIRE_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  'questionnaire-link': {
    subject: '{{caseNo}}: please fill in your {{typeName}} questionnaire',
    html: `<p>Hello {{name}},</p><p>{{firmName}} asks you to fill in a questionnaire for your {{typeName}} case {{caseNo}}. You can stop at any step: what you entered is saved, and the same link brings you back. The link works until {{expiresOn}}.</p>${buttonHtml()}`,
    text: `Hello {{name}},\n\n{{firmName}} asks you to fill in a questionnaire for your {{typeName}} case {{caseNo}}. What you enter is saved at every step. The link works until {{expiresOn}}.\n\n{{actionLabel}}: {{actionUrl}}`,
  },

  'questionnaire-link-es': {
    subject: '{{caseNo}}: complete su cuestionario de {{typeName}}',
    html: `<p>Hola, {{name}}:</p><p>{{firmName}} le pide que complete un cuestionario para su caso {{typeName}} {{caseNo}}. Puede detenerse en cualquier paso: lo que ingresó queda guardado y el mismo enlace le trae de vuelta. El enlace funciona hasta el {{expiresOn}}.</p>${buttonHtmlEs()}`,
    text: `Hola, {{name}}:\n\n{{firmName}} le pide que complete un cuestionario para su caso {{typeName}} {{caseNo}}. Lo que ingrese se guarda en cada paso. El enlace funciona hasta el {{expiresOn}}.\n\n{{actionLabel}}: {{actionUrl}}`,
  },

  'sponsorship-confirmation': {
    subject: '{{caseNo}}: please confirm that you agree to sponsor {{beneficiaryName}}',
    html: `<p>Hello {{name}},</p><p>{{firmName}} is preparing the {{typeName}} case {{caseNo}} of {{beneficiaryName}}, and you were named as {{roleText}}. Please tell us whether you agree to sponsor: the page explains what a sponsor commits to (Form I-864). If you confirm, you then fill in the sponsor questionnaire. The link works once, until {{expiresOn}}.</p>${buttonHtml()}`,
    text: `Hello {{name}},\n\n{{firmName}} is preparing the {{typeName}} case {{caseNo}} of {{beneficiaryName}}, and you were named as {{roleText}}. Please tell us whether you agree to sponsor; the page explains what a sponsor commits to (Form I-864). The link works once, until {{expiresOn}}.\n\n{{actionLabel}}: {{actionUrl}}`,
  },

  'sponsorship-confirmation-es': {
    subject: '{{caseNo}}: confirme si acepta patrocinar a {{beneficiaryName}}',
    html: `<p>Hola, {{name}}:</p><p>{{firmName}} está preparando el caso {{typeName}} {{caseNo}} de {{beneficiaryName}}, y usted fue indicado como {{roleText}}. Díganos si acepta ser patrocinador: la página explica a qué se compromete un patrocinador (Formulario I-864). Si confirma, luego completará el cuestionario del patrocinador. El enlace funciona una sola vez, hasta el {{expiresOn}}.</p>${buttonHtmlEs()}`,
    text: `Hola, {{name}}:\n\n{{firmName}} está preparando el caso {{typeName}} {{caseNo}} de {{beneficiaryName}}, y usted fue indicado como {{roleText}}. Díganos si acepta ser patrocinador; la página explica a qué se compromete un patrocinador (Formulario I-864). El enlace funciona una sola vez, hasta el {{expiresOn}}.\n\n{{actionLabel}}: {{actionUrl}}`,
  },
};

/** How the mail names the sponsor's role. */
export const ROLE_TEXT: Readonly<Record<QuestionnaireLanguage, Record<'sponsor' | 'joint-sponsor', string>>> = {
  en: { sponsor: 'the financial sponsor', 'joint-sponsor': 'a joint sponsor' },
  es: { sponsor: 'el patrocinador financiero', 'joint-sponsor': 'un copatrocinador' },
};
