import { callPayload, defineCall } from '../define-call';
import { LCA_PAF_CALL_AUTH, ZLcaPaf, ZLcaRef } from './lca-paf-schemas';

export const generateLcaPafCall = defineCall({
  path: '/lca-paf/generate',
  summary:
    'Assemble the public access file of a certified LCA as one PDF (index, LCA data, wage memo, prevailing wage source, notice proofs, benefits, dependent-employer items) held by the LCA.',
  payload: callPayload({ ...ZLcaRef }),
  result: ZLcaPaf,
  auth: LCA_PAF_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
