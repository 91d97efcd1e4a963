import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_CALL_AUTH, ZLcaIdPayload } from './lca-schemas';
import { ZLcaInventoryDetails } from './lca-inventory-details';

export const ZAttachLcaCasePayload = callPayload({
  ...ZLcaIdPayload,
  /** The H-1B case to serve from this certified LCA. */
  caseId: z.uuid(),
});
export const attachLcaCaseCall = defineCall({
  path: '/lca/attach-case',
  summary:
    'Serve an H-1B case from a certified LCA of the same employer: takes one free position (refused when none is free), logs LCA status 3 on the case and completes its LCA_SUBMIT step.',
  payload: ZAttachLcaCasePayload,
  result: ZLcaInventoryDetails,
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca', caseId: 'petition' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', caseId: '8b2d3f45-6c7e-4f90-8a1b-2c3d4e5f6a7b' },
});
