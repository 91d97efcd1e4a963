import { defineModule } from '../../platform/modules';
import { formsRoutes } from './forms.routes';
import { formVersionFiles } from './forms.file-owners';
import { FORMS_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { formsRoutes } from './forms.routes';
export { pdfFormOverrides, pdfFormVersions } from './forms.table';
export { formCatalogue } from './forms.service';
export { fillPdf, openOfficialPdf, uscisPdfDir } from './forms.pdf';
export { formVersionDeleteGuard, formVersionDeleteGuards, type FormVersionDeleteGuard } from './forms.letters';
export { formVersionFiles } from './forms.file-owners';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { buildFormData, formLookups } from './forms.data';

/** The forms module: what it brings to the app (docs/modules.md). */
export const formsModule = defineModule(() => ({
  name: 'forms',
  calls: formsRoutes,
  fileOwners: [formVersionFiles],
  isolationFixtures: FORMS_VICTIM_FIXTURES,
}));
