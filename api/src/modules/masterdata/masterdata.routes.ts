import { addMasterdataCall, listMasterdataCall, updateMasterdataCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './masterdata.service';

export const masterdataRoutes: CallRegistration[] = [
  handle(listMasterdataCall, (ctx) => service.listMasterdata(ctx)),
  handle(addMasterdataCall, (ctx) => service.addMasterdata(ctx)),
  handle(updateMasterdataCall, (ctx) => service.updateMasterdata(ctx)),
];
