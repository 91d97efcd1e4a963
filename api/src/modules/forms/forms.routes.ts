import {
  deleteFilledFormCall,
  downloadAllFormsCall,
  downloadFilledFormsCall,
  FORM_VARIANT_CALLS,
  generatePdfFormDocumentCall,
  generatePetitionPdfCall,
  pdfFormVersionListCall,
  savePdfFormVersionCall,
  updateFormsAndLettersVersionCall,
  uploadFormsAndLettersCall,
  type FormCaseKind,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as letters from './forms.letters';
import * as service from './forms.service';

/** The /rfe-petition/, /perm/ and /gc-petition/ equivalents: the same service, for a case of that kind. */
const variantRoutes = (kind: FormCaseKind): CallRegistration[] => {
  const c = FORM_VARIANT_CALLS[kind];
  return [
    handle(c.generate, (ctx) => service.generatePdfFormDocument(ctx, kind)),
    handle(c.list, (ctx) => service.pdfFormVersionList(ctx, kind)),
    handle(c.save, (ctx) => service.savePdfFormVersion(ctx, kind)),
    handle(c.downloadAll, (ctx) => service.downloadAllForms(ctx, kind)),
    handle(c.downloadDocuments, (ctx) => letters.downloadDocumentsOfKind(ctx, kind)),
  ];
};

export const formsRoutes: CallRegistration[] = [
  handle(generatePdfFormDocumentCall, (ctx) => service.generatePdfFormDocument(ctx)),
  handle(generatePetitionPdfCall, (ctx) => service.generatePdfFormDocument(ctx)),
  handle(pdfFormVersionListCall, (ctx) => service.pdfFormVersionList(ctx)),
  handle(savePdfFormVersionCall, (ctx) => service.savePdfFormVersion(ctx)),
  handle(downloadAllFormsCall, (ctx) => service.downloadAllForms(ctx)),
  handle(uploadFormsAndLettersCall, (ctx) => letters.uploadFormsAndLetters(ctx)),
  handle(updateFormsAndLettersVersionCall, (ctx) => letters.updateFormsAndLettersVersion(ctx)),
  handle(downloadFilledFormsCall, (ctx) => letters.downloadFilledForms(ctx)),
  handle(deleteFilledFormCall, (ctx) => letters.deleteFilledForm(ctx)),
  ...variantRoutes('rfe'),
  ...variantRoutes('perm'),
  ...variantRoutes('gc'),
];
