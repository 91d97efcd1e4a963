export * from './esign-schemas';
export * from './request-for-petitioner-sign';
export * from './sign-request-list';
export * from './resend-sign-request';
export * from './cancel-sign-request';
export * from './my-sign-link';
export * from './confirm-review-completed';
export * from './add-sign-to-document';
export * from './ignore-attorney-sign';
export * from './sign-details';
export * from './sign-view';
export * from './sign-document';
export * from './decline-sign';
export * from './verify-signature';
export * from './seal-certificate-details';
export * from './upload-seal-certificate';
export { SEAL_CERTIFICATE_ROLES, ZEmbeddedSignature, ZSealCertificate } from './seal-schemas';
export type { TEmbeddedSignature, TSealCertificate } from './seal-schemas';
import { addSignToDocumentCall } from './add-sign-to-document';
import { cancelSignRequestCall } from './cancel-sign-request';
import { confirmReviewCompletedCall } from './confirm-review-completed';
import { ignoreAttorneySignCall } from './ignore-attorney-sign';
import { mySignLinkCall } from './my-sign-link';
import { requestForPetitionerSignCall } from './request-for-petitioner-sign';
import { resendSignRequestCall } from './resend-sign-request';
import { signRequestListCall } from './sign-request-list';
import { declineSignCall } from './decline-sign';
import { signDetailsCall } from './sign-details';
import { signDocumentCall } from './sign-document';
import { signViewCall } from './sign-view';
import { verifySignatureCall } from './verify-signature';
import { sealCertificateDetailsCall } from './seal-certificate-details';
import { uploadSealCertificateCall } from './upload-seal-certificate';

export const ESIGN_CALLS = [
  requestForPetitionerSignCall,
  signRequestListCall,
  resendSignRequestCall,
  cancelSignRequestCall,
  mySignLinkCall,
  confirmReviewCompletedCall,
  addSignToDocumentCall,
  ignoreAttorneySignCall,
  signDetailsCall,
  signViewCall,
  signDocumentCall,
  declineSignCall,
  verifySignatureCall,
  sealCertificateDetailsCall,
  uploadSealCertificateCall,
] as const;
