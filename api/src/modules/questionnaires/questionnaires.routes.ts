import {
  fillQuestionnaireDetailsCall,
  fillQuestionnaireSaveCall,
  fillQuestionnaireSubmitCall,
  fillQuestionnaireUploadCall,
  fillQuestionnaireDeleteUploadCall,
  questionnaireChangeListCall,
  questionnaireDetailsCall,
  questionnaireTemplateDetailsCall,
  questionnaireTemplateListCall,
  questionnaireTemplateResetCall,
  questionnaireTemplateSaveCall,
  questionnaireUpdateAnswersCall,
  revokeQuestionnaireLinkCall,
  sendQuestionnaireCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './questionnaires.service';

export const questionnaireRoutes: CallRegistration[] = [
  handle(questionnaireTemplateListCall, (ctx) => service.templateList(ctx)),
  handle(questionnaireTemplateDetailsCall, (ctx) => service.templateDetails(ctx)),
  handle(questionnaireTemplateSaveCall, (ctx) => service.templateSave(ctx)),
  handle(questionnaireTemplateResetCall, (ctx) => service.templateReset(ctx)),
  handle(sendQuestionnaireCall, (ctx) => service.sendQuestionnaire(ctx)),
  handle(revokeQuestionnaireLinkCall, (ctx) => service.revokeLink(ctx)),
  handle(fillQuestionnaireDetailsCall, (ctx) => service.fillDetails(ctx)),
  handle(fillQuestionnaireSaveCall, (ctx) => service.fillSave(ctx)),
  handle(fillQuestionnaireSubmitCall, (ctx) => service.fillSubmit(ctx)),
  handle(fillQuestionnaireUploadCall, (ctx) => service.fillUpload(ctx)),
  handle(fillQuestionnaireDeleteUploadCall, (ctx) => service.fillDeleteUpload(ctx)),
  handle(questionnaireDetailsCall, (ctx) => service.questionnaireDetails(ctx)),
  handle(questionnaireUpdateAnswersCall, (ctx) => service.updateAnswers(ctx)),
  handle(questionnaireChangeListCall, (ctx) => service.changeList(ctx)),
];
