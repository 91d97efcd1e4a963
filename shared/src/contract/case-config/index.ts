export * from './case-config-schemas';
export * from './case-config-calls';
import {
  caseConfigDetailsCall,
  caseConfigSaveCall,
  caseSubtypeAddCall,
  caseSubtypeDeleteCall,
  caseSubtypeListCall,
  caseTypeListCall,
  caseTypeRenameCall,
  caseTypeSetActiveCall,
  passportFieldsCall,
  passportFieldsSaveCall,
} from './case-config-calls';

/** The case types and configuration calls (api module `case-config`, issue 16 points 2 and 4). */
export const CASE_CONFIG_CALLS = [
  caseTypeListCall,
  caseSubtypeListCall,
  caseSubtypeAddCall,
  caseTypeRenameCall,
  caseTypeSetActiveCall,
  caseSubtypeDeleteCall,
  caseConfigDetailsCall,
  caseConfigSaveCall,
  passportFieldsCall,
  passportFieldsSaveCall,
] as const;
