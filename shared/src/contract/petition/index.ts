export * from './petition-schemas';
export * from './list-petitions';
export * from './petition-details';
export * from './create-petition';
export * from './update-petition';
export * from './petition-activity-list';
export * from './assign-a-role';
export * from './complete-activity';
export * from './manage-tracking-details';
export * from './manage-approval-process';
export * from './filing-fees';
export * from './get-preparer-list';
export * from './get-stats-by-user';
export * from './entity-bulk-replace';
export * from './entity-bulk-undo';
export * from './transfer-petition';
export * from './download-details-as-pdf';
export * from './record-uscis-response';
export * from './create-follow-on';
export * from './deadline-list';
export * from './export-petitions';
export * from './petition-views';
export * from './petition-notes';
export * from './old-cases';
export * from './workflow-config';
export * from './scanned-copies';
import { assignARoleCall } from './assign-a-role';
import { completeActivityCall } from './complete-activity';
import { createFollowOnCall } from './create-follow-on';
import { createPetitionCall } from './create-petition';
import { deadlineListCall } from './deadline-list';
import { downloadDetailsAsPdfCall } from './download-details-as-pdf';
import { entityBulkReplaceCall } from './entity-bulk-replace';
import { entityBulkUndoCall } from './entity-bulk-undo';
import { exportPetitionsCall } from './export-petitions';
import { filingFeesCall } from './filing-fees';
import { getPreparerListCall } from './get-preparer-list';
import { getStatsByUserCall } from './get-stats-by-user';
import { listPetitionsCall } from './list-petitions';
import { manageApprovalProcessCall } from './manage-approval-process';
import { manageTrackingDetailsCall } from './manage-tracking-details';
import { importOldCasesCall, migrateOldCasesCall } from './old-cases';
import { petitionActivityListCall } from './petition-activity-list';
import { petitionDetailsCall } from './petition-details';
import { petitionNoteAddCall, petitionNoteListCall } from './petition-notes';
import { deletePetitionViewCall, listPetitionViewsCall, savePetitionViewCall } from './petition-views';
import { recordUscisResponseCall } from './record-uscis-response';
import { deleteScannedCopyCall, uploadScannedCopyCall } from './scanned-copies';
import { transferPetitionCall } from './transfer-petition';
import { updatePetitionCall } from './update-petition';
import {
  workflowConfigDetailsCall,
  workflowConfigListCall,
  workflowConfigResetCall,
  workflowConfigSaveCall,
} from './workflow-config';

export const PETITION_CALLS = [
  listPetitionsCall,
  petitionDetailsCall,
  createPetitionCall,
  updatePetitionCall,
  petitionActivityListCall,
  assignARoleCall,
  completeActivityCall,
  manageTrackingDetailsCall,
  manageApprovalProcessCall,
  filingFeesCall,
  getPreparerListCall,
  getStatsByUserCall,
  entityBulkReplaceCall,
  entityBulkUndoCall,
  transferPetitionCall,
  downloadDetailsAsPdfCall,
  recordUscisResponseCall,
  createFollowOnCall,
  deadlineListCall,
  exportPetitionsCall,
  listPetitionViewsCall,
  savePetitionViewCall,
  deletePetitionViewCall,
  petitionNoteListCall,
  petitionNoteAddCall,
  importOldCasesCall,
  migrateOldCasesCall,
  workflowConfigListCall,
  workflowConfigDetailsCall,
  workflowConfigSaveCall,
  workflowConfigResetCall,
  uploadScannedCopyCall,
  deleteScannedCopyCall,
] as const;
