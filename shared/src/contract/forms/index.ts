export * from './forms-schemas';
export * from './generate-pdf-form-document';
export * from './generate-petition-pdf';
export * from './pdf-form-version-list';
export * from './save-pdf-form-version';
export * from './download-all-forms';
export * from './upload-forms-and-letters';
export * from './update-forms-and-letters-version';
export * from './download-filled-forms';
export * from './delete-filled-form';
export { FORMS_PDF_ONLY_MESSAGE } from './forms-and-letters-schemas';
export * from './form-variants';
import { downloadAllFormsCall } from './download-all-forms';
import { deleteFilledFormCall } from './delete-filled-form';
import { downloadFilledFormsCall } from './download-filled-forms';
import { updateFormsAndLettersVersionCall } from './update-forms-and-letters-version';
import { uploadFormsAndLettersCall } from './upload-forms-and-letters';
import { gcFormCalls, permFormCalls, rfeFormCalls } from './form-variants';
import { generatePdfFormDocumentCall } from './generate-pdf-form-document';
import { generatePetitionPdfCall } from './generate-petition-pdf';
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
