import { defineModule } from '../../platform/modules';
import { beneficiaryRoutes } from './beneficiaries.routes';
import { beneficiaryDocumentFiles } from './beneficiaries.file-owners';
import { searchBeneficiaries } from './beneficiaries.search';
import { seedDemoPeople } from './beneficiaries.seed';

export { beneficiaryRoutes } from './beneficiaries.routes';
export { beneficiaries, beneficiaryDocuments } from './beneficiaries.table';
export type { BeneficiaryRow } from './beneficiaries.table';
export { seedDemoPeople } from './beneficiaries.seed';
export { beneficiaryDocumentFiles } from './beneficiaries.file-owners';
/** Which beneficiaries a caller sees on the people pages (cases check a new case's beneficiary with it). */
export { beneficiaryVisibility } from './beneficiaries.service';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export type { BeneficiaryDocumentRow } from './beneficiaries.table';
export { beneficiaryName } from './beneficiaries.mapper';
export { createBeneficiaryFor } from './beneficiaries.service';

/** The beneficiaries module: what it brings to the app (docs/modules.md). */
export const beneficiariesModule = defineModule(() => ({
  name: 'beneficiaries',
  calls: beneficiaryRoutes,
  fileOwners: [beneficiaryDocumentFiles],
  searchProviders: [searchBeneficiaries],
  // People and organisations (issue 6): petitioners, beneficiaries, individuals, contacts, leads.
  demoSeed: ({ tx }) => seedDemoPeople(tx),
}));
