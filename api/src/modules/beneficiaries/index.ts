export { beneficiaryRoutes } from './beneficiaries.routes';
export { beneficiaries, beneficiaryDocuments } from './beneficiaries.table';
export type { BeneficiaryRow } from './beneficiaries.table';
export { seedDemoPeople } from './beneficiaries.seed';
export { beneficiaryDocumentFiles } from './beneficiaries.file-owners';
/** Which beneficiaries a caller sees on the people pages (cases check a new case's beneficiary with it). */
export { beneficiaryVisibility } from './beneficiaries.service';
