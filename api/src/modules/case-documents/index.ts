import { defineModule } from '../../platform/modules';
import { caseDocumentRoutes } from './case-documents.routes';
import { caseDocumentFiles } from './case-documents.file-owners';
import { CASE_DOCUMENTS_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { caseDocumentRoutes } from './case-documents.routes';
export { caseDocuments } from './case-documents.table';
export type { CaseDocumentRow } from './case-documents.table';
export { caseDocumentFiles } from './case-documents.file-owners';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { attachQuestionnaireFiles } from './questionnaire-files';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { downloadAll } from './case-documents.service';

/** Listeners of added and removed case documents (drives mirrors at once). */
export { caseDocumentListeners } from './case-documents.hooks';
export type { CaseDocumentChange, CaseDocumentListener } from './case-documents.hooks';

/** The case-documents module: what it brings to the app (docs/modules.md). */
export const caseDocumentsModule = defineModule(() => ({
  name: 'case-documents',
  calls: caseDocumentRoutes,
  fileOwners: [caseDocumentFiles],
  isolationFixtures: CASE_DOCUMENTS_VICTIM_FIXTURES,
}));

/** For other modules' isolation fixtures (forms, esign): a victim case with a stored PDF. */
export { insertVictimCasePdf } from './testing/victim-fixtures';
