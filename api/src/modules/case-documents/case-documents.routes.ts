import {
  acceptBeneficiaryDocsCall,
  approveRfeResponseDocsCall,
  caseDocumentChecklistCall,
  deleteCaseDocumentCall,
  documentsAwaitingReviewCall,
  downloadCaseDocumentsCall,
  downloadScannedCopyCall,
  manageDocumentUploadCall,
  reqRfeResponseDocsApprovalCall,
  rfeReqRfeResponseDocsApprovalCall,
  rfeResponseDocsCall,
  rfeUploadRfeResponseDocsCall,
  uploadBeneficiaryDocsCall,
  uploadRfeResponseDocsCall,
  uploadUscisDocsCall,
  uscisNoticesCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './case-documents.service';
import * as filing from './filing-documents.service';

export const caseDocumentRoutes: CallRegistration[] = [
  handle(caseDocumentChecklistCall, (ctx) => service.checklist(ctx)),
  handle(manageDocumentUploadCall, (ctx) => service.attach(ctx, 'staff')),
  handle(uploadBeneficiaryDocsCall, (ctx) => service.attach(ctx, 'client')),
  handle(acceptBeneficiaryDocsCall, (ctx) => service.review(ctx)),
  handle(deleteCaseDocumentCall, (ctx) => service.remove(ctx)),
  handle(downloadCaseDocumentsCall, (ctx) => service.downloadAll(ctx)),
  handle(documentsAwaitingReviewCall, (ctx) => service.awaitingReview(ctx)),
  handle(rfeResponseDocsCall, (ctx) => filing.rfeResponseDocs(ctx)),
  handle(uploadRfeResponseDocsCall, (ctx) => filing.uploadRfeResponseDoc(ctx)),
  handle(rfeUploadRfeResponseDocsCall, (ctx) => filing.uploadRfeResponseDoc(ctx)),
  handle(reqRfeResponseDocsApprovalCall, (ctx) => filing.requestRfeApproval(ctx)),
  handle(rfeReqRfeResponseDocsApprovalCall, (ctx) => filing.requestRfeApproval(ctx)),
  handle(approveRfeResponseDocsCall, (ctx) => filing.decideRfeApproval(ctx)),
  handle(uploadUscisDocsCall, (ctx) => filing.uploadUscisNotice(ctx)),
  handle(uscisNoticesCall, (ctx) => filing.uscisNotices(ctx)),
  handle(downloadScannedCopyCall, (ctx) => filing.downloadScannedCopy(ctx)),
];
