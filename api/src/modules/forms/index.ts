export { formsRoutes } from './forms.routes';
export { pdfFormOverrides, pdfFormVersions } from './forms.table';
export { formCatalogue } from './forms.service';
export { fillPdf, openOfficialPdf, uscisPdfDir } from './forms.pdf';
export { formVersionDeleteGuards, type FormVersionDeleteGuard } from './forms.letters';
export { formVersionFiles } from './forms.file-owners';
