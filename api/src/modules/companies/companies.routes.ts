import {
  companyDetailsCall,
  createCompanyCall,
  deleteCompanyDocumentsCall,
  exportCompaniesCsvCall,
  listCompaniesCall,
  mergeCompaniesCall,
  saveCompanyDocumentsCall,
  updateAuthSignerSignCall,
  updateCompanyCall,
  updateCompanyStatusCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './companies.service';

export const companyRoutes: CallRegistration[] = [
  handle(listCompaniesCall, (ctx) => service.listCompanies(ctx)),
  handle(companyDetailsCall, (ctx) => service.companyDetails(ctx)),
  handle(createCompanyCall, (ctx) => service.createCompany(ctx)),
  handle(updateCompanyCall, (ctx) => service.updateCompany(ctx)),
  handle(updateCompanyStatusCall, (ctx) => service.updateCompanyStatus(ctx)),
  handle(saveCompanyDocumentsCall, (ctx) => service.saveCompanyDocuments(ctx)),
  handle(deleteCompanyDocumentsCall, (ctx) => service.deleteCompanyDocuments(ctx)),
  handle(updateAuthSignerSignCall, (ctx) => service.updateAuthSignerSign(ctx)),
  handle(exportCompaniesCsvCall, (ctx) => service.exportCompaniesCsv(ctx)),
  handle(mergeCompaniesCall, (ctx) => service.mergeCompanies(ctx)),
];
