export * from './questionnaire-schemas';
export * from './templates';
export * from './send';
export * from './fill';
export * from './staff';
export * from './sponsorship';
export * from './mine';
import {
  fillQuestionnaireDetailsCall,
  fillQuestionnaireSaveCall,
  fillQuestionnaireSubmitCall,
  fillQuestionnaireUploadCall,
  fillQuestionnaireDeleteUploadCall,
} from './fill';
import { myFillLinkCall, myQuestionnaireListCall } from './mine';
import { revokeQuestionnaireLinkCall, sendQuestionnaireCall } from './send';
import {
  confirmSponsorshipCall,
  requestSponsorshipConfirmationCall,
  revokeSponsorshipLinkCall,
  sponsorshipDetailsCall,
  sponsorshipListCall,
} from './sponsorship';
import { questionnaireChangeListCall, questionnaireDetailsCall, questionnaireUpdateAnswersCall } from './staff';
import {
  questionnaireTemplateDetailsCall,
  questionnaireTemplateListCall,
  questionnaireTemplateResetCall,
  questionnaireTemplateSaveCall,
} from './templates';

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
