export { caseDocumentRoutes } from './case-documents.routes';
export { caseDocuments } from './case-documents.table';
export type { CaseDocumentRow } from './case-documents.table';
export { caseDocumentFiles } from './case-documents.file-owners';
