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
export * from './entity-bulk-replace';
export * from './entity-bulk-undo';
export * from './transfer-petition';
export * from './download-details-as-pdf';
export * from './record-uscis-response';
export * from './create-follow-on';
export * from './export-petitions';
export * from './import-old-cases';
export * from './migrate-old-cases';
export {
  OLD_CASE_COLUMNS,
  OLD_CASE_REQUIRED,
  ZOldCaseFile,
  ZOldCaseRowResult,
  ZOldCasesResult,
} from './old-cases-schemas';
export type { TOldCaseRowResult, TOldCasesResult } from './old-cases-schemas';
export * from './upload-scanned-copy';
export * from './delete-scanned-copy';
import { assignARoleCall } from './assign-a-role';
import { completeActivityCall } from './complete-activity';
import { createFollowOnCall } from './create-follow-on';
import { createPetitionCall } from './create-petition';
import { deadlineListCall } from '../reports/deadline-list';
import { downloadDetailsAsPdfCall } from './download-details-as-pdf';
import { entityBulkReplaceCall } from './entity-bulk-replace';
import { entityBulkUndoCall } from './entity-bulk-undo';
import { exportPetitionsCall } from './export-petitions';
import { filingFeesCall } from './filing-fees';
import { getPreparerListCall } from '../reports/get-preparer-list';
import { getStatsByUserCall } from '../reports/get-stats-by-user';
import { listPetitionsCall } from './list-petitions';
import { manageApprovalProcessCall } from './manage-approval-process';
import { manageTrackingDetailsCall } from './manage-tracking-details';
import { importOldCasesCall } from './import-old-cases';
import { migrateOldCasesCall } from './migrate-old-cases';
import { petitionActivityListCall } from './petition-activity-list';
import { petitionDetailsCall } from './petition-details';
import { petitionNoteAddCall } from '../notes/petition-note-add';
import { petitionNoteListCall } from '../notes/petition-note-list';
import { deletePetitionViewCall } from '../saved-views/delete-petition-view';
import { listPetitionViewsCall } from '../saved-views/list-petition-views';
import { savePetitionViewCall } from '../saved-views/save-petition-view';
import { recordUscisResponseCall } from './record-uscis-response';
import { deleteScannedCopyCall } from './delete-scanned-copy';
import { uploadScannedCopyCall } from './upload-scanned-copy';
import { transferPetitionCall } from './transfer-petition';
import { updatePetitionCall } from './update-petition';
import { workflowConfigDetailsCall } from '../workflow-config/workflow-config-details';
import { workflowConfigListCall } from '../workflow-config/workflow-config-list';
import { workflowConfigResetCall } from '../workflow-config/workflow-config-reset';
import { workflowConfigSaveCall } from '../workflow-config/workflow-config-save';

/**
 * The case calls, unchanged since notes, saved views, workflow configuration and reports moved to
 * their own contract folders (their own lists: NOTES_CALLS, SAVED_VIEWS_CALLS, WORKFLOW_CONFIG_CALLS,
 * REPORTS_CALLS). ALL_CALLS and the api still read this list.
 */
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
