export { letterRoutes } from './letters.routes';
export { caseLetters, formGroups, letterCategories, letterLibrary, letterTemplates } from './letters.table';
export { letterDocDefinition, renderLetterPdf } from './letters.pdf';
export { caseLetterFiles } from './letters.file-owners';
