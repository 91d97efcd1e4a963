import {
  createRfePetitionCall,
  deleteRfePetitionCall,
  listRfePetitionsCall,
  manageRfeEditOptionCall,
  rfeActivityListCall,
  rfePetitionDetailsCall,
  updateRfePetitionCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as rfe from './rfe.service';

/** /rfe-petition/*: the calls of the RFE case kind (RFE_KIND.calls). */
export const rfeRoutes: CallRegistration[] = [
  handle(listRfePetitionsCall, (ctx) => rfe.listRfePetitions(ctx)),
  handle(rfePetitionDetailsCall, (ctx) => rfe.rfePetitionDetails(ctx)),
  handle(createRfePetitionCall, (ctx) => rfe.createRfePetition(ctx)),
  handle(updateRfePetitionCall, (ctx) => rfe.updateRfePetition(ctx)),
  handle(deleteRfePetitionCall, (ctx) => rfe.deleteRfePetition(ctx)),
  handle(manageRfeEditOptionCall, (ctx) => rfe.manageRfeEditOption(ctx)),
  handle(rfeActivityListCall, (ctx) => rfe.rfeActivityList(ctx)),
];
