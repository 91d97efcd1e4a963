import {
  attachLcaCaseCall,
  detachLcaCaseCall,
  lcaActivityListCall,
  lcaDetailsCall,
  lcaFillDetailsCall,
  lcaFillSaveCall,
  lcaInventoryDetailsCall,
  listLcaCall,
  requestLcaCall,
  sendLcaFillLinkCall,
  updateLcaCall,
  updateLcaStatusCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as lca from './lca.service';

/** /lca/*: the LCA case kind's calls (LCA_KIND.calls plus inventory and the fill link). */
export const lcaRoutes: CallRegistration[] = [
  handle(requestLcaCall, (ctx) => lca.requestLca(ctx)),
  handle(listLcaCall, (ctx) => lca.listLca(ctx)),
  handle(lcaDetailsCall, (ctx) => lca.lcaDetailsOf(ctx)),
  handle(updateLcaCall, (ctx) => lca.updateLca(ctx)),
  handle(updateLcaStatusCall, (ctx) => lca.updateLcaStatus(ctx)),
  handle(lcaActivityListCall, (ctx) => lca.lcaActivityList(ctx)),
  handle(lcaInventoryDetailsCall, (ctx) => lca.lcaInventoryDetails(ctx)),
  handle(attachLcaCaseCall, (ctx) => lca.attachLcaCase(ctx)),
  handle(detachLcaCaseCall, (ctx) => lca.detachLcaCase(ctx)),
  handle(sendLcaFillLinkCall, (ctx) => lca.sendLcaFillLink(ctx)),
  handle(lcaFillDetailsCall, (ctx) => lca.lcaFillDetails(ctx)),
  handle(lcaFillSaveCall, (ctx) => lca.lcaFillSave(ctx)),
];
