export * from './lca-schemas';
export * from './request-lca';
export * from './list-lca';
export * from './lca-details';
export * from './update-lca';
export * from './update-lca-status';
export * from './lca-activity-list';
export * from './lca-inventory-details';
export * from './attach-lca-case';
export * from './detach-lca-case';
export * from './send-lca-fill-link';
export * from './lca-fill-details';
export * from './lca-fill-save';
import { attachLcaCaseCall } from './attach-lca-case';
import { detachLcaCaseCall } from './detach-lca-case';
import { lcaActivityListCall } from './lca-activity-list';
import { lcaDetailsCall } from './lca-details';
import { lcaFillDetailsCall } from './lca-fill-details';
import { lcaFillSaveCall } from './lca-fill-save';
import { lcaInventoryDetailsCall } from './lca-inventory-details';
import { listLcaCall } from './list-lca';
import { requestLcaCall } from './request-lca';
import { sendLcaFillLinkCall } from './send-lca-fill-link';
import { updateLcaCall } from './update-lca';
import { updateLcaStatusCall } from './update-lca-status';

/** /lca/*: the LCA case kind (api module `lca`, docs/lca.md). */
export const LCA_CALLS = [
  requestLcaCall,
  listLcaCall,
  lcaDetailsCall,
  updateLcaCall,
  updateLcaStatusCall,
  lcaActivityListCall,
  lcaInventoryDetailsCall,
  attachLcaCaseCall,
  detachLcaCaseCall,
  sendLcaFillLinkCall,
  lcaFillDetailsCall,
  lcaFillSaveCall,
] as const;
