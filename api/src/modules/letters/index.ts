import { defineModule } from '../../platform/modules';
import { letterRoutes } from './letters.routes';
import { caseLetterFiles } from './letters.file-owners';
import { LETTERS_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { letterRoutes } from './letters.routes';
export { caseLetters, formGroups, letterCategories, letterLibrary, letterTemplates } from './letters.table';
export { letterDocDefinition, renderLetterPdf, pdfmake } from './letters.pdf';
export { caseLetterFiles } from './letters.file-owners';

/** The letters module: what it brings to the app (docs/modules.md). */
export const lettersModule = defineModule(() => ({
  name: 'letters',
  calls: letterRoutes,
  fileOwners: [caseLetterFiles],
  isolationFixtures: LETTERS_VICTIM_FIXTURES,
}));
