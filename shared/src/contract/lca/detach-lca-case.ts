import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_CALL_AUTH, ZLcaIdPayload } from './lca-schemas';
import { ZLcaInventoryDetails } from './lca-inventory-details';

export const ZDetachLcaCasePayload = callPayload({
  ...ZLcaIdPayload,
  caseId: z.uuid(),
  /** Why (the worker left, the case was withdrawn…), kept in both logs. */
  note: z.string().trim().max(1000).optional(),
});
export const detachLcaCaseCall = defineCall({
  path: '/lca/detach-case',
  summary: 'Free the position a case used on an LCA (the worker left or the case ended); both case logs record it.',
  payload: ZDetachLcaCasePayload,
  result: ZLcaInventoryDetails,
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca', caseId: 'petition' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', caseId: '8b2d3f45-6c7e-4f90-8a1b-2c3d4e5f6a7b' },
});
