export * from './questionnaire-schemas';
export * from './questionnaire-template-list';
export * from './questionnaire-template-details';
export * from './questionnaire-template-save';
export * from './questionnaire-template-reset';
export * from './send-questionnaire';
export * from './revoke-questionnaire-link';
export * from './fill-questionnaire-details';
export * from './fill-questionnaire-save';
export * from './fill-questionnaire-submit';
export * from './fill-questionnaire-upload';
export * from './fill-questionnaire-delete-upload';
export { QUESTIONNAIRE_LINK_PURPOSE } from './fill-schemas';
export * from './questionnaire-details';
export * from './questionnaire-update-answers';
export * from './questionnaire-change-list';
export * from './request-sponsorship-confirmation';
export * from './sponsorship-list';
export * from './revoke-sponsorship-link';
export * from './sponsorship-details';
export * from './confirm-sponsorship';
export { SPONSORSHIP_LINK_PURPOSE, ZSponsorshipView, sponsorshipPagePath } from './sponsorship-schemas';
export type { TSponsorshipView } from './sponsorship-schemas';
export * from './my-questionnaire-list';
export * from './my-fill-link';
import { fillQuestionnaireDetailsCall } from './fill-questionnaire-details';
import { fillQuestionnaireSaveCall } from './fill-questionnaire-save';
import { fillQuestionnaireSubmitCall } from './fill-questionnaire-submit';
import { fillQuestionnaireUploadCall } from './fill-questionnaire-upload';
import { fillQuestionnaireDeleteUploadCall } from './fill-questionnaire-delete-upload';
import { myFillLinkCall } from './my-fill-link';
import { myQuestionnaireListCall } from './my-questionnaire-list';
import { revokeQuestionnaireLinkCall } from './revoke-questionnaire-link';
import { sendQuestionnaireCall } from './send-questionnaire';
import { confirmSponsorshipCall } from './confirm-sponsorship';
import { requestSponsorshipConfirmationCall } from './request-sponsorship-confirmation';
import { revokeSponsorshipLinkCall } from './revoke-sponsorship-link';
import { sponsorshipDetailsCall } from './sponsorship-details';
import { sponsorshipListCall } from './sponsorship-list';
import { questionnaireChangeListCall } from './questionnaire-change-list';
import { questionnaireDetailsCall } from './questionnaire-details';
import { questionnaireUpdateAnswersCall } from './questionnaire-update-answers';
import { questionnaireTemplateDetailsCall } from './questionnaire-template-details';
import { questionnaireTemplateListCall } from './questionnaire-template-list';
import { questionnaireTemplateResetCall } from './questionnaire-template-reset';
import { questionnaireTemplateSaveCall } from './questionnaire-template-save';

export const QUESTIONNAIRE_CALLS = [
  questionnaireTemplateListCall,
  questionnaireTemplateDetailsCall,
  questionnaireTemplateSaveCall,
  questionnaireTemplateResetCall,
  sendQuestionnaireCall,
  revokeQuestionnaireLinkCall,
  fillQuestionnaireDetailsCall,
  fillQuestionnaireSaveCall,
  fillQuestionnaireSubmitCall,
  fillQuestionnaireUploadCall,
  fillQuestionnaireDeleteUploadCall,
  questionnaireDetailsCall,
  questionnaireUpdateAnswersCall,
  questionnaireChangeListCall,
  requestSponsorshipConfirmationCall,
  sponsorshipListCall,
  revokeSponsorshipLinkCall,
  sponsorshipDetailsCall,
  confirmSponsorshipCall,
  myQuestionnaireListCall,
  myFillLinkCall,
] as const;
