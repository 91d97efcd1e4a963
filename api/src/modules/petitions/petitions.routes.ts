import {
  assignARoleCall,
  completeActivityCall,
  createFollowOnCall,
  createPetitionCall,
  deleteScannedCopyCall,
  downloadDetailsAsPdfCall,
  entityBulkReplaceCall,
  entityBulkUndoCall,
  exportPetitionsCall,
  filingFeesCall,
  importOldCasesCall,
  listPetitionsCall,
  manageApprovalProcessCall,
  manageTrackingDetailsCall,
  migrateOldCasesCall,
  petitionActivityListCall,
  petitionDetailsCall,
  recordUscisResponseCall,
  transferPetitionCall,
  updatePetitionCall,
  uploadScannedCopyCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as bulk from './petitions.bulk';
import * as files from './petitions.files';
import * as oldCases from './petitions.import';
import * as outcomes from './petitions.outcomes';
import * as scanned from './petitions.scanned-copies';
import * as service from './petitions.service';

export const petitionRoutes: CallRegistration[] = [
  handle(listPetitionsCall, (ctx) => service.listPetitions(ctx)),
  handle(petitionDetailsCall, (ctx) => service.petitionDetails(ctx)),
  handle(createPetitionCall, (ctx) => service.createPetition(ctx)),
  handle(updatePetitionCall, (ctx) => service.updatePetition(ctx)),
  handle(petitionActivityListCall, (ctx) => service.activityList(ctx)),
  handle(assignARoleCall, (ctx) => service.assignARole(ctx)),
  handle(completeActivityCall, (ctx) => service.completeActivityCall(ctx)),
  handle(manageTrackingDetailsCall, (ctx) => service.manageTrackingDetails(ctx)),
  handle(manageApprovalProcessCall, (ctx) => service.manageApprovalProcess(ctx)),
  handle(filingFeesCall, (ctx) => files.filingFees(ctx)),
  handle(entityBulkReplaceCall, (ctx) => bulk.entityBulkReplace(ctx)),
  handle(entityBulkUndoCall, (ctx) => bulk.entityBulkUndo(ctx)),
  handle(transferPetitionCall, (ctx) => bulk.transferPetitions(ctx)),
  handle(downloadDetailsAsPdfCall, (ctx) => files.downloadDetailsAsPdf(ctx)),
  handle(recordUscisResponseCall, (ctx) => outcomes.recordUscisResponse(ctx)),
  handle(createFollowOnCall, (ctx) => outcomes.createFollowOn(ctx)),
  handle(exportPetitionsCall, (ctx) => files.exportPetitions(ctx)),
  handle(importOldCasesCall, (ctx) => oldCases.importOldCases(ctx)),
  handle(migrateOldCasesCall, (ctx) => oldCases.migrateOldCases(ctx)),
  handle(uploadScannedCopyCall, (ctx) => scanned.uploadScannedCopy(ctx)),
  handle(deleteScannedCopyCall, (ctx) => scanned.deleteScannedCopy(ctx)),
];
