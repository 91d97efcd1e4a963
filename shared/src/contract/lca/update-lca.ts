import type { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_CALL_AUTH, ZLcaDataInput, ZLcaDetails, ZLcaIdPayload } from './lca-schemas';

export const ZUpdateLcaPayload = callPayload({ ...ZLcaIdPayload, ...ZLcaDataInput.shape });
export type TUpdateLcaPayload = z.input<typeof ZUpdateLcaPayload>;
export const updateLcaCall = defineCall({
  path: '/lca/update',
  summary:
    'Change the ETA-9035 data of an LCA (SPEC §4 update rule). Refused with the rule’s message: a period over 3 years, a wage below the prevailing wage, a worksite without a full address, an unknown SOC code, fewer workers than cases using it.',
  payload: ZUpdateLcaPayload,
  result: ZLcaDetails,
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca', lcaManagerId: 'user' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', jobTitle: 'Software Engineer', socCode: '15-1252', wageLevel: 'II' },
});
