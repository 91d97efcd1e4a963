import { callPayload, defineCall } from '../define-call';
import { LCA_CALL_AUTH, ZLcaDetails, ZLcaIdPayload } from './lca-schemas';

export const ZLcaDetailsPayload = callPayload({ ...ZLcaIdPayload });
export const lcaDetailsCall = defineCall({
  path: '/lca/details',
  summary: 'One LCA: ETA-9035 data, worksites, computed dependency, status and its log, positions, and whether the caller may update it.',
  payload: ZLcaDetailsPayload,
  result: ZLcaDetails,
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
