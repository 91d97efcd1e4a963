export * from './case-documents-schemas';
export * from './case-document-checklist';
export * from './manage-document-upload';
export * from './upload-beneficiary-docs';
export * from './accept-beneficiary-docs';
export * from './delete-case-document';
export * from './download-case-documents';
export * from './documents-awaiting-review';
export {
  CASE_DOCUMENT_STAFF_ROLES,
  CASE_DOCUMENT_CLIENT_ROLES,
  ZAttachCaseDocumentPayload,
} from './case-document-schemas';
export type { TAttachCaseDocumentPayload } from './case-document-schemas';
export * from './rfe-response-docs';
export * from './upload-rfe-response-docs';
export * from './rfe-upload-rfe-response-docs';
export * from './req-rfe-response-docs-approval';
export * from './rfe-req-rfe-response-docs-approval';
export * from './approve-rfe-response-docs';
export * from './upload-uscis-docs';
export * from './uscis-notices';
export * from './download-scanned-copy';
export { ZUploadRfeResponseDocsPayload, ZReqRfeResponseApprovalPayload } from './filing-document-schemas';
export type { TUploadRfeResponseDocsPayload, TReqRfeResponseApprovalPayload } from './filing-document-schemas';
import { acceptBeneficiaryDocsCall } from './accept-beneficiary-docs';
import { caseDocumentChecklistCall } from './case-document-checklist';
import { deleteCaseDocumentCall } from './delete-case-document';
import { documentsAwaitingReviewCall } from './documents-awaiting-review';
import { downloadCaseDocumentsCall } from './download-case-documents';
import { manageDocumentUploadCall } from './manage-document-upload';
import { uploadBeneficiaryDocsCall } from './upload-beneficiary-docs';
import { approveRfeResponseDocsCall } from './approve-rfe-response-docs';
import { downloadScannedCopyCall } from './download-scanned-copy';
import { reqRfeResponseDocsApprovalCall } from './req-rfe-response-docs-approval';
import { rfeReqRfeResponseDocsApprovalCall } from './rfe-req-rfe-response-docs-approval';
import { rfeResponseDocsCall } from './rfe-response-docs';
import { rfeUploadRfeResponseDocsCall } from './rfe-upload-rfe-response-docs';
import { uploadRfeResponseDocsCall } from './upload-rfe-response-docs';
import { uploadUscisDocsCall } from './upload-uscis-docs';
import { uscisNoticesCall } from './uscis-notices';

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
