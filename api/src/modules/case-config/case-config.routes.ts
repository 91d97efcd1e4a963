import {
  caseConfigDetailsCall,
  caseConfigSaveCall,
  caseNamesCall,
  caseSubtypeAddCall,
  caseSubtypeDeleteCall,
  caseSubtypeListCall,
  caseTypeListCall,
  caseTypeRenameCall,
  caseTypeSetActiveCall,
  passportFieldsCall,
  passportFieldsSaveCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './case-config.service';

export const caseConfigRoutes: CallRegistration[] = [
  handle(caseTypeListCall, (ctx) => service.typeList(ctx)),
  handle(caseSubtypeListCall, (ctx) => service.subtypeList(ctx)),
  handle(caseSubtypeAddCall, (ctx) => service.subtypeAdd(ctx)),
  handle(caseTypeRenameCall, (ctx) => service.rename(ctx)),
  handle(caseTypeSetActiveCall, (ctx) => service.setActive(ctx)),
  handle(caseSubtypeDeleteCall, (ctx) => service.subtypeDelete(ctx)),
  handle(caseConfigDetailsCall, (ctx) => service.details(ctx)),
  handle(caseConfigSaveCall, (ctx) => service.save(ctx)),
  handle(passportFieldsCall, (ctx) => service.passportFieldsOf(ctx)),
  handle(passportFieldsSaveCall, (ctx) => service.passportFieldsSave(ctx)),
  handle(caseNamesCall, (ctx) => service.names(ctx)),
];
