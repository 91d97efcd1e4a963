import {
  beneficiaryDetailsCall,
  createBeneficiaryCall,
  deleteBeneficiaryCall,
  deleteBeneficiaryDocumentsCall,
  exportBeneficiariesCsvCall,
  inviteBeneficiaryCall,
  listBeneficiariesCall,
  mergeBeneficiariesCall,
  saveBeneficiaryDocumentsCall,
  saveDependentsCall,
  updateBeneficiaryCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './beneficiaries.service';

export const beneficiaryRoutes: CallRegistration[] = [
  handle(listBeneficiariesCall, (ctx) => service.listBeneficiaries(ctx)),
  handle(beneficiaryDetailsCall, (ctx) => service.beneficiaryDetails(ctx)),
  handle(createBeneficiaryCall, (ctx) => service.createBeneficiary(ctx)),
  handle(updateBeneficiaryCall, (ctx) => service.updateBeneficiary(ctx)),
  handle(deleteBeneficiaryCall, (ctx) => service.deleteBeneficiary(ctx)),
  handle(inviteBeneficiaryCall, (ctx) => service.inviteBeneficiary(ctx)),
  handle(exportBeneficiariesCsvCall, (ctx) => service.exportBeneficiariesCsv(ctx)),
  handle(saveDependentsCall, (ctx) => service.saveDependents(ctx)),
  handle(saveBeneficiaryDocumentsCall, (ctx) => service.saveBeneficiaryDocuments(ctx)),
  handle(deleteBeneficiaryDocumentsCall, (ctx) => service.deleteBeneficiaryDocuments(ctx)),
  handle(mergeBeneficiariesCall, (ctx) => service.mergeBeneficiaries(ctx)),
];
