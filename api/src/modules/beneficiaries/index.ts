export { beneficiaryRoutes } from './beneficiaries.routes';
export { beneficiaries, beneficiaryDocuments } from './beneficiaries.table';
export type { BeneficiaryRow } from './beneficiaries.table';
export { seedDemoPeople } from './beneficiaries.seed';
export { beneficiaryDocumentFiles } from './beneficiaries.file-owners';
