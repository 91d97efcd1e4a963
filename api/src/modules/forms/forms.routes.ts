import {
  downloadAllFormsCall,
  generatePdfFormDocumentCall,
  generatePetitionPdfCall,
  pdfFormVersionListCall,
  savePdfFormVersionCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './forms.service';

export const formsRoutes: CallRegistration[] = [
  handle(generatePdfFormDocumentCall, (ctx) => service.generatePdfFormDocument(ctx)),
  handle(generatePetitionPdfCall, (ctx) => service.generatePdfFormDocument(ctx)),
  handle(pdfFormVersionListCall, (ctx) => service.pdfFormVersionList(ctx)),
  handle(savePdfFormVersionCall, (ctx) => service.savePdfFormVersion(ctx)),
  handle(downloadAllFormsCall, (ctx) => service.downloadAllForms(ctx)),
];
