import type { QuestionnaireKind } from 'shared/domain';
import { registerMailTemplate } from '../../platform/mail';
import { buttonHtml } from '../../platform/mail/templates/layout';

/** The fill page of each kind (SPEC §2.3); the link adds `/{petitionId}?token=…`. */
export const FILL_PAGES: Readonly<Record<QuestionnaireKind, string>> = {
  beneficiary: '/fill-questionnaire',
  petitioner: '/fill-Petitioner-questionnaire',
  sponsor: '/fill-sponsor-questionnaire',
  investor: '/fill-investor-questionnaire',
};

registerMailTemplate('questionnaire-link', {
  subject: '{{caseNo}}: please fill in your {{typeName}} questionnaire',
  html: `<p>Hello {{name}},</p><p>{{firmName}} asks you to fill in a questionnaire for your {{typeName}} case {{caseNo}}. You can stop at any step: what you entered is saved, and the same link brings you back. The link works until {{expiresOn}}.</p>${buttonHtml()}`,
  text: `Hello {{name}},\n\n{{firmName}} asks you to fill in a questionnaire for your {{typeName}} case {{caseNo}}. What you enter is saved at every step. The link works until {{expiresOn}}.\n\n{{actionLabel}}: {{actionUrl}}`,
});
