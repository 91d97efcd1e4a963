import {
  confirmSponsorshipCall,
  fillQuestionnaireDetailsCall,
  fillQuestionnaireSaveCall,
  fillQuestionnaireSubmitCall,
  fillQuestionnaireUploadCall,
  fillQuestionnaireDeleteUploadCall,
  myFillLinkCall,
  myQuestionnaireListCall,
  questionnaireChangeListCall,
  questionnaireDetailsCall,
  questionnaireTemplateDetailsCall,
  questionnaireTemplateListCall,
  questionnaireTemplateResetCall,
  questionnaireTemplateSaveCall,
  questionnaireUpdateAnswersCall,
  requestSponsorshipConfirmationCall,
  revokeQuestionnaireLinkCall,
  revokeSponsorshipLinkCall,
  sendQuestionnaireCall,
  sponsorshipDetailsCall,
  sponsorshipListCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import { attachQuestionnaireFiles } from '../case-documents';
import * as mine from './my-questionnaires.service';
import * as service from './questionnaires.service';
import * as sponsorship from './sponsorship.service';

/** On submit: ask the sponsors the answers name, and file the answered documents in the case checklist. */
const afterSubmit: service.AfterSubmit = async (ctx, submitted) => {
  await sponsorship.askNamedSponsors(ctx, submitted);
  await attachQuestionnaireFiles(ctx, submitted);
};

export const questionnaireRoutes: CallRegistration[] = [
  handle(questionnaireTemplateListCall, (ctx) => service.templateList(ctx)),
  handle(questionnaireTemplateDetailsCall, (ctx) => service.templateDetails(ctx)),
  handle(questionnaireTemplateSaveCall, (ctx) => service.templateSave(ctx)),
  handle(questionnaireTemplateResetCall, (ctx) => service.templateReset(ctx)),
  handle(sendQuestionnaireCall, (ctx) => service.sendQuestionnaire(ctx)),
  handle(revokeQuestionnaireLinkCall, (ctx) => service.revokeLink(ctx)),
  handle(fillQuestionnaireDetailsCall, (ctx) => service.fillDetails(ctx)),
  handle(fillQuestionnaireSaveCall, (ctx) => service.fillSave(ctx)),
  handle(fillQuestionnaireSubmitCall, (ctx) => service.fillSubmit(ctx, afterSubmit)),
  handle(fillQuestionnaireUploadCall, (ctx) => service.fillUpload(ctx)),
  handle(fillQuestionnaireDeleteUploadCall, (ctx) => service.fillDeleteUpload(ctx)),
  handle(questionnaireDetailsCall, (ctx) => service.questionnaireDetails(ctx)),
  handle(questionnaireUpdateAnswersCall, (ctx) => service.updateAnswers(ctx, afterSubmit)),
  handle(questionnaireChangeListCall, (ctx) => service.changeList(ctx)),
  handle(requestSponsorshipConfirmationCall, (ctx) => sponsorship.requestSponsorshipConfirmation(ctx)),
  handle(sponsorshipListCall, (ctx) => sponsorship.sponsorshipList(ctx)),
  handle(revokeSponsorshipLinkCall, (ctx) => sponsorship.revokeSponsorshipLink(ctx)),
  handle(sponsorshipDetailsCall, (ctx) => sponsorship.sponsorshipDetails(ctx)),
  handle(confirmSponsorshipCall, (ctx) => sponsorship.confirmSponsorship(ctx)),
  handle(myQuestionnaireListCall, (ctx) => mine.myQuestionnaireList(ctx)),
  handle(myFillLinkCall, (ctx) => mine.myFillLink(ctx)),
];
