import {
  addSignToDocumentCall,
  cancelSignRequestCall,
  confirmReviewCompletedCall,
  declineSignCall,
  ignoreAttorneySignCall,
  mySignLinkCall,
  requestForPetitionerSignCall,
  resendSignRequestCall,
  sealCertificateDetailsCall,
  signDetailsCall,
  signDocumentCall,
  signRequestListCall,
  signViewCall,
  uploadSealCertificateCall,
  verifySignatureCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as certificates from './esign.certificates';
import * as service from './esign.service';

export const esignRoutes: CallRegistration[] = [
  handle(requestForPetitionerSignCall, (ctx) => service.requestForPetitionerSign(ctx)),
  handle(signRequestListCall, (ctx) => service.signRequestList(ctx)),
  handle(resendSignRequestCall, (ctx) => service.resendSignRequest(ctx)),
  handle(cancelSignRequestCall, (ctx) => service.cancelSignRequest(ctx)),
  handle(mySignLinkCall, (ctx) => service.mySignLink(ctx)),
  handle(confirmReviewCompletedCall, (ctx) => service.confirmReviewCompleted(ctx)),
  handle(addSignToDocumentCall, (ctx) => service.addSignToDocument(ctx)),
  handle(ignoreAttorneySignCall, (ctx) => service.ignoreAttorneySign(ctx)),
  handle(signDetailsCall, (ctx) => service.signDetails(ctx)),
  handle(signViewCall, (ctx) => service.signView(ctx)),
  handle(signDocumentCall, (ctx) => service.signDocument(ctx)),
  handle(declineSignCall, (ctx) => service.declineSign(ctx)),
  handle(verifySignatureCall, (ctx) => service.verifySignature(ctx)),
  handle(sealCertificateDetailsCall, (ctx) => certificates.sealCertificateDetails(ctx)),
  handle(uploadSealCertificateCall, (ctx) => certificates.uploadSealCertificate(ctx)),
];
