export * from './forms-schemas';
export * from './generate-pdf-form-document';
export * from './pdf-form-version-list';
export * from './save-pdf-form-version';
export * from './download-all-forms';
export * from './forms-and-letters';
export * from './form-variants';
import { downloadAllFormsCall } from './download-all-forms';
import {
  deleteFilledFormCall,
  downloadFilledFormsCall,
  updateFormsAndLettersVersionCall,
  uploadFormsAndLettersCall,
} from './forms-and-letters';
import { gcFormCalls, permFormCalls, rfeFormCalls } from './form-variants';
import { generatePdfFormDocumentCall, generatePetitionPdfCall } from './generate-pdf-form-document';
import { pdfFormVersionListCall } from './pdf-form-version-list';
import { savePdfFormVersionCall } from './save-pdf-form-version';

export const FORMS_CALLS = [
  generatePdfFormDocumentCall,
  generatePetitionPdfCall,
  pdfFormVersionListCall,
  savePdfFormVersionCall,
  downloadAllFormsCall,
  uploadFormsAndLettersCall,
  updateFormsAndLettersVersionCall,
  downloadFilledFormsCall,
  deleteFilledFormCall,
  ...Object.values(rfeFormCalls),
  ...Object.values(permFormCalls),
  ...Object.values(gcFormCalls),
] as const;
