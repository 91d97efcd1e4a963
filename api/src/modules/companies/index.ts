export { companyRoutes } from './companies.routes';
export { companies, companyUsers, companyDocuments } from './companies.table';
export type { CompanyRow } from './companies.table';
/** For /auth/invite-petitioner: see docs/people.md "Inviting a petitioner". */
export { createCompanyForInvite, linkCompanyUser, findCompanyByFein } from './companies.service';
export { companyDocumentFiles, companySignatureFiles } from './companies.file-owners';
/** Which petitioners a caller sees on the people pages (cases check a new case's petitioner with it). */
export { companyVisibility } from './companies.service';
