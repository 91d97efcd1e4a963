export * from './forms-schemas';
export * from './generate-pdf-form-document';
export * from './pdf-form-version-list';
export * from './save-pdf-form-version';
export * from './download-all-forms';
import { downloadAllFormsCall } from './download-all-forms';
import { generatePdfFormDocumentCall, generatePetitionPdfCall } from './generate-pdf-form-document';
import { pdfFormVersionListCall } from './pdf-form-version-list';
import { savePdfFormVersionCall } from './save-pdf-form-version';

export const FORMS_CALLS = [
  generatePdfFormDocumentCall,
  generatePetitionPdfCall,
  pdfFormVersionListCall,
  savePdfFormVersionCall,
  downloadAllFormsCall,
] as const;
