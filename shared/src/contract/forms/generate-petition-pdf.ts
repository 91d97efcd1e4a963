import { defineCall } from '../define-call';
import { generatePdfFormDocumentCall } from './generate-pdf-form-document';

/** SPEC §7 lists the same generation under the case calls ("Fees and PDFs: … generate-pdf …"). */
export const generatePetitionPdfCall = defineCall({
  ...generatePdfFormDocumentCall,
  path: '/petition/generate-pdf',
  summary: `Same as /generate-pdf-form-document, under the case calls of SPEC §7. ${generatePdfFormDocumentCall.summary}`,
});
