export { formsRoutes } from './forms.routes';
export { pdfFormOverrides, pdfFormVersions } from './forms.table';
export { formCatalogue } from './forms.service';
export { fillPdf, openOfficialPdf, uscisPdfDir } from './forms.pdf';
export { formVersionDeleteGuards, type FormVersionDeleteGuard } from './forms.letters';
export { formVersionFiles } from './forms.file-owners';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { buildFormData, formLookups } from './forms.data';
