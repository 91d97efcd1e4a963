export * from './lca-paf-schemas';
export * from './lca-notices';
export * from './save-lca-notice';
export * from './delete-lca-notice';
export * from './lca-paf-details';
export * from './update-lca-paf';
export * from './generate-lca-paf';
export * from './list-lca-pafs';
export * from './list-paf-requests';
export * from './save-paf-request';
import { deleteLcaNoticeCall } from './delete-lca-notice';
import { generateLcaPafCall } from './generate-lca-paf';
import { lcaNoticesCall } from './lca-notices';
import { lcaPafDetailsCall } from './lca-paf-details';
import { listLcaPafsCall } from './list-lca-pafs';
import { listPafRequestsCall } from './list-paf-requests';
import { saveLcaNoticeCall } from './save-lca-notice';
import { savePafRequestCall } from './save-paf-request';
import { updateLcaPafCall } from './update-lca-paf';

/** /lca-paf/*: posting notices and the public access file of LCAs (api module `lca-paf`, docs/lca-paf.md). */
export const LCA_PAF_CALLS = [
  lcaNoticesCall,
  saveLcaNoticeCall,
  deleteLcaNoticeCall,
  lcaPafDetailsCall,
  updateLcaPafCall,
  generateLcaPafCall,
  listLcaPafsCall,
  listPafRequestsCall,
  savePafRequestCall,
] as const;
