import { callPayload, defineCall } from '../define-call';
import { LCA_PAF_CALL_AUTH, ZLcaNotices, ZLcaRef } from './lca-paf-schemas';

export const lcaNoticesCall = defineCall({
  path: '/lca-paf/notices',
  summary: 'The posting notices of an LCA, worksite by worksite: locations, dates, proofs, and whether every worksite is recorded.',
  payload: callPayload({ ...ZLcaRef }),
  result: ZLcaNotices,
  auth: LCA_PAF_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
