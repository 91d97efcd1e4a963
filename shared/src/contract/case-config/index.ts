export * from './case-config-schemas';
export * from './case-type-list';
export * from './case-subtype-list';
export * from './case-subtype-add';
export * from './case-type-rename';
export * from './case-type-set-active';
export * from './case-subtype-delete';
export * from './case-config-details';
export * from './case-config-save';
export * from './passport-fields';
export * from './passport-fields-save';
export * from './case-names';
import { caseTypeListCall } from './case-type-list';
import { caseSubtypeListCall } from './case-subtype-list';
import { caseSubtypeAddCall } from './case-subtype-add';
import { caseTypeRenameCall } from './case-type-rename';
import { caseTypeSetActiveCall } from './case-type-set-active';
import { caseSubtypeDeleteCall } from './case-subtype-delete';
import { caseConfigDetailsCall } from './case-config-details';
import { caseConfigSaveCall } from './case-config-save';
import { passportFieldsCall } from './passport-fields';
import { passportFieldsSaveCall } from './passport-fields-save';
import { caseNamesCall } from './case-names';

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
  caseNamesCall,
] as const;
