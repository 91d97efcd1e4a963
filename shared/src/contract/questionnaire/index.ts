export * from './questionnaire-schemas';
export * from './templates';
export * from './send';
export * from './fill';
export * from './staff';
import {
  fillQuestionnaireDetailsCall,
  fillQuestionnaireSaveCall,
  fillQuestionnaireSubmitCall,
  fillQuestionnaireUploadCall,
  fillQuestionnaireDeleteUploadCall,
} from './fill';
import { revokeQuestionnaireLinkCall, sendQuestionnaireCall } from './send';
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
] as const;
