import {
  deleteLcaNoticeCall,
  generateLcaPafCall,
  lcaNoticesCall,
  lcaPafDetailsCall,
  listLcaPafsCall,
  listPafRequestsCall,
  saveLcaNoticeCall,
  savePafRequestCall,
  updateLcaPafCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as paf from './lca-paf.service';

/** /lca-paf/*: posting notices and public access files of LCAs (docs/lca-paf.md). */
export const lcaPafRoutes: CallRegistration[] = [
  handle(lcaNoticesCall, (ctx) => paf.lcaNoticesOf(ctx)),
  handle(saveLcaNoticeCall, (ctx) => paf.saveNotice(ctx)),
  handle(deleteLcaNoticeCall, (ctx) => paf.deleteNotice(ctx)),
  handle(lcaPafDetailsCall, (ctx) => paf.pafDetails(ctx)),
  handle(updateLcaPafCall, (ctx) => paf.updatePaf(ctx)),
  handle(generateLcaPafCall, (ctx) => paf.generatePaf(ctx)),
  handle(listLcaPafsCall, (ctx) => paf.listPafs(ctx)),
  handle(listPafRequestsCall, (ctx) => paf.listRequests(ctx)),
  handle(savePafRequestCall, (ctx) => paf.saveRequest(ctx)),
];
