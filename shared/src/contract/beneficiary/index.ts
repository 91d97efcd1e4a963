export * from './document-types';
export * from './beneficiary-schemas';
export * from './list-beneficiaries';
export * from './beneficiary-details';
export * from './create-beneficiary';
export * from './update-beneficiary';
export * from './delete-beneficiary';
export * from './invite-beneficiary';
export * from './export-beneficiaries-csv';
export * from './save-dependents';
export * from './save-beneficiary-documents';
export * from './delete-beneficiary-documents';
export * from './merge-beneficiaries';
import { beneficiaryDetailsCall } from './beneficiary-details';
import { createBeneficiaryCall } from './create-beneficiary';
import { deleteBeneficiaryCall } from './delete-beneficiary';
import { deleteBeneficiaryDocumentsCall } from './delete-beneficiary-documents';
import { exportBeneficiariesCsvCall } from './export-beneficiaries-csv';
import { inviteBeneficiaryCall } from './invite-beneficiary';
import { listBeneficiariesCall } from './list-beneficiaries';
import { mergeBeneficiariesCall } from './merge-beneficiaries';
import { saveBeneficiaryDocumentsCall } from './save-beneficiary-documents';
import { saveDependentsCall } from './save-dependents';
import { updateBeneficiaryCall } from './update-beneficiary';

export const BENEFICIARY_CALLS = [
  listBeneficiariesCall,
  beneficiaryDetailsCall,
  createBeneficiaryCall,
  updateBeneficiaryCall,
  deleteBeneficiaryCall,
  inviteBeneficiaryCall,
  exportBeneficiariesCsvCall,
  saveDependentsCall,
  saveBeneficiaryDocumentsCall,
  deleteBeneficiaryDocumentsCall,
  mergeBeneficiariesCall,
] as const;
