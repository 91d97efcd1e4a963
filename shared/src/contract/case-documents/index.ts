export * from './case-documents-schemas';
export * from './case-document-calls';
export * from './filing-document-calls';
import {
  acceptBeneficiaryDocsCall,
  caseDocumentChecklistCall,
  deleteCaseDocumentCall,
  documentsAwaitingReviewCall,
  downloadCaseDocumentsCall,
  manageDocumentUploadCall,
  uploadBeneficiaryDocsCall,
} from './case-document-calls';
import {
  approveRfeResponseDocsCall,
  downloadScannedCopyCall,
  reqRfeResponseDocsApprovalCall,
  rfeReqRfeResponseDocsApprovalCall,
  rfeResponseDocsCall,
  rfeUploadRfeResponseDocsCall,
  uploadRfeResponseDocsCall,
  uploadUscisDocsCall,
  uscisNoticesCall,
} from './filing-document-calls';

export const CASE_DOCUMENT_CALLS = [
  caseDocumentChecklistCall,
  manageDocumentUploadCall,
  uploadBeneficiaryDocsCall,
  acceptBeneficiaryDocsCall,
  deleteCaseDocumentCall,
  downloadCaseDocumentsCall,
  documentsAwaitingReviewCall,
  rfeResponseDocsCall,
  uploadRfeResponseDocsCall,
  rfeUploadRfeResponseDocsCall,
  reqRfeResponseDocsApprovalCall,
  rfeReqRfeResponseDocsApprovalCall,
  approveRfeResponseDocsCall,
  uploadUscisDocsCall,
  uscisNoticesCall,
  downloadScannedCopyCall,
] as const;
