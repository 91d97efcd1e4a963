export * from './esign-schemas';
export * from './staff-calls';
export * from './link-calls';
export * from './seal-calls';
import {
  addSignToDocumentCall,
  cancelSignRequestCall,
  confirmReviewCompletedCall,
  ignoreAttorneySignCall,
  mySignLinkCall,
  requestForPetitionerSignCall,
  resendSignRequestCall,
  signRequestListCall,
} from './staff-calls';
import { declineSignCall, signDetailsCall, signDocumentCall, signViewCall, verifySignatureCall } from './link-calls';
import { sealCertificateDetailsCall, uploadSealCertificateCall } from './seal-calls';

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
