export * from './company-schemas';
export * from './list-companies';
export * from './company-details';
export * from './create-company';
export * from './update-company';
export * from './update-company-status';
export * from './save-company-documents';
export * from './delete-company-documents';
export * from './update-auth-signer-sign';
export * from './export-companies-csv';
export * from './merge-companies';
import { companyDetailsCall } from './company-details';
import { createCompanyCall } from './create-company';
import { deleteCompanyDocumentsCall } from './delete-company-documents';
import { exportCompaniesCsvCall } from './export-companies-csv';
import { listCompaniesCall } from './list-companies';
import { mergeCompaniesCall } from './merge-companies';
import { saveCompanyDocumentsCall } from './save-company-documents';
import { updateAuthSignerSignCall } from './update-auth-signer-sign';
import { updateCompanyCall } from './update-company';
import { updateCompanyStatusCall } from './update-company-status';

export const COMPANY_CALLS = [
  listCompaniesCall,
  companyDetailsCall,
  createCompanyCall,
  updateCompanyCall,
  updateCompanyStatusCall,
  saveCompanyDocumentsCall,
  deleteCompanyDocumentsCall,
  updateAuthSignerSignCall,
  exportCompaniesCsvCall,
  mergeCompaniesCall,
] as const;
