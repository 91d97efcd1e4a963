import { defineModule } from '../../platform/modules';
import { companyRoutes } from './companies.routes';
import { companyDocumentFiles, companySignatureFiles } from './companies.file-owners';
import { searchPetitioners } from './companies.search';

export { companyRoutes } from './companies.routes';
export { companies, companyUsers, companyDocuments } from './companies.table';
export type { CompanyRow } from './companies.table';
/** For /auth/invite-petitioner: see docs/people.md "Inviting a petitioner". */
export { createCompanyForInvite, linkCompanyUser, findCompanyByFein } from './companies.service';
export { companyDocumentFiles, companySignatureFiles } from './companies.file-owners';
/** Which petitioners a caller sees on the people pages (cases check a new case's petitioner with it). */
export { companyVisibility } from './companies.service';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { findVisibleCompany, insertCompany } from './companies.service';
export { toDocument } from './companies.mapper';
export type { NewCompanyRow } from './companies.table';

/** The companies module: what it brings to the app (docs/modules.md). */
export const companiesModule = defineModule(() => ({
  name: 'companies',
  calls: companyRoutes,
  fileOwners: [companyDocumentFiles, companySignatureFiles],
  searchProviders: [searchPetitioners],
}));
