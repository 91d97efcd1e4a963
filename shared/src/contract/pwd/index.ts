export * from './pwd-schemas';
export * from './request-pwd';
export * from './list-pwd';
export * from './pwd-details';
export * from './update-pwd';
export * from './update-pwd-status';
export * from './pwd-activity-list';
export * from './wage-lookup';
export * from './wage-areas';
export * from './wage-import-start';
export * from './wage-import-chunk';
export * from './wage-import-finish';
export * from './wage-imports';
export * from './pwd-consistency';
import { listPwdCall } from './list-pwd';
import { pwdActivityListCall } from './pwd-activity-list';
import { pwdConsistencyCall } from './pwd-consistency';
import { pwdDetailsCall } from './pwd-details';
import { requestPwdCall } from './request-pwd';
import { updatePwdCall } from './update-pwd';
import { updatePwdStatusCall } from './update-pwd-status';
import { wageAreasCall } from './wage-areas';
import { wageImportChunkCall } from './wage-import-chunk';
import { wageImportFinishCall } from './wage-import-finish';
import { wageImportStartCall } from './wage-import-start';
import { wageImportsCall } from './wage-imports';
import { wageLookupCall } from './wage-lookup';

/** /pwd/*: the PWD case kind, wage tables and the consistency check (api module `pwd`, docs/pwd.md). */
export const PWD_CALLS = [
  requestPwdCall,
  listPwdCall,
  pwdDetailsCall,
  updatePwdCall,
  updatePwdStatusCall,
  pwdActivityListCall,
  wageLookupCall,
  wageAreasCall,
  wageImportStartCall,
  wageImportChunkCall,
  wageImportFinishCall,
  wageImportsCall,
  pwdConsistencyCall,
] as const;
