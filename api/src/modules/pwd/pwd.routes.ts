import {
  listPwdCall,
  pwdActivityListCall,
  pwdConsistencyCall,
  pwdDetailsCall,
  requestPwdCall,
  updatePwdCall,
  updatePwdStatusCall,
  wageAreasCall,
  wageImportChunkCall,
  wageImportFinishCall,
  wageImportStartCall,
  wageImportsCall,
  wageLookupCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import { consistencyCheck } from './pwd.consistency';
import * as pwd from './pwd.service';
import * as wages from './pwd.wages';

/** /pwd/*: the PWD case kind, the wage tables and the consistency check. */
export const pwdRoutes: CallRegistration[] = [
  handle(requestPwdCall, (ctx) => pwd.requestPwd(ctx)),
  handle(listPwdCall, (ctx) => pwd.listPwd(ctx)),
  handle(pwdDetailsCall, (ctx) => pwd.pwdDetailsOf(ctx)),
  handle(updatePwdCall, (ctx) => pwd.updatePwd(ctx)),
  handle(updatePwdStatusCall, (ctx) => pwd.updatePwdStatus(ctx)),
  handle(pwdActivityListCall, (ctx) => pwd.pwdActivityList(ctx)),
  handle(wageLookupCall, (ctx) => pwd.wageLookup(ctx)),
  handle(wageAreasCall, (ctx) => pwd.wageAreas(ctx)),
  handle(wageImportStartCall, (ctx) => wages.wageImportStart(ctx)),
  handle(wageImportChunkCall, (ctx) => wages.wageImportChunk(ctx)),
  handle(wageImportFinishCall, (ctx) => wages.wageImportFinish(ctx)),
  handle(wageImportsCall, (ctx) => wages.wageImports(ctx)),
  handle(pwdConsistencyCall, (ctx) => consistencyCheck(ctx)),
];
