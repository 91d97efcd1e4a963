import {
  acceptBeneficiaryDocsCall,
  caseDocumentChecklistCall,
  deleteCaseDocumentCall,
  documentsAwaitingReviewCall,
  downloadCaseDocumentsCall,
  manageDocumentUploadCall,
  uploadBeneficiaryDocsCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './case-documents.service';

export const caseDocumentRoutes: CallRegistration[] = [
  handle(caseDocumentChecklistCall, (ctx) => service.checklist(ctx)),
  handle(manageDocumentUploadCall, (ctx) => service.attach(ctx, 'staff')),
  handle(uploadBeneficiaryDocsCall, (ctx) => service.attach(ctx, 'client')),
  handle(acceptBeneficiaryDocsCall, (ctx) => service.review(ctx)),
  handle(deleteCaseDocumentCall, (ctx) => service.remove(ctx)),
  handle(downloadCaseDocumentsCall, (ctx) => service.downloadAll(ctx)),
  handle(documentsAwaitingReviewCall, (ctx) => service.awaitingReview(ctx)),
];
