export { caseDocumentRoutes } from './case-documents.routes';
export { caseDocuments } from './case-documents.table';
export type { CaseDocumentRow } from './case-documents.table';
export { caseDocumentFiles } from './case-documents.file-owners';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { attachQuestionnaireFiles } from './questionnaire-files';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { downloadAll } from './case-documents.service';
