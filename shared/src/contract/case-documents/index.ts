export * from './case-documents-schemas';
export * from './case-document-calls';
import {
  acceptBeneficiaryDocsCall,
  caseDocumentChecklistCall,
  deleteCaseDocumentCall,
  documentsAwaitingReviewCall,
  downloadCaseDocumentsCall,
  manageDocumentUploadCall,
  uploadBeneficiaryDocsCall,
} from './case-document-calls';

export const CASE_DOCUMENT_CALLS = [
  caseDocumentChecklistCall,
  manageDocumentUploadCall,
  uploadBeneficiaryDocsCall,
  acceptBeneficiaryDocsCall,
  deleteCaseDocumentCall,
  downloadCaseDocumentsCall,
  documentsAwaitingReviewCall,
] as const;
