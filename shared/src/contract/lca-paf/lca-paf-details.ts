import { callPayload, defineCall } from '../define-call';
import { LCA_PAF_CALL_AUTH, ZLcaPaf, ZLcaRef } from './lca-paf-schemas';

export const lcaPafDetailsCall = defineCall({
  path: '/lca-paf/details',
  summary: 'The public access file of an LCA: its deadline (one working day after certification), generated PDF, memo texts and retention date.',
  payload: callPayload({ ...ZLcaRef }),
  result: ZLcaPaf,
  auth: LCA_PAF_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
