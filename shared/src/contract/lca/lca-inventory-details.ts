import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_CALL_AUTH, ZLcaIdPayload, ZLcaPositions } from './lca-schemas';

/** One case using a position of the LCA. */
export const ZLcaUsage = z.object({
  caseId: z.string(),
  caseNumber: z.string(),
  beneficiaryName: z.string().nullable(),
  typeName: z.string(),
  /** LCA status logged on the case: 2 (its own LCA certified) or 3 (from the inventory); null while the LCA is not certified. */
  lcaStatusId: z.number().int().nullable(),
  attachedAt: z.string(),
  attachedByName: z.string().nullable(),
  /** The caller may open the case (else only its number is shown). */
  visible: z.boolean(),
});
export type TLcaUsage = z.infer<typeof ZLcaUsage>;

export const ZLcaInventoryDetails = z.object({
  lcaId: z.string(),
  caseNumber: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  positions: ZLcaPositions,
  /** A case may be attached now (certified, in period, a position free); else why not. */
  canAttach: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
  usages: z.array(ZLcaUsage),
});
export type TLcaInventoryDetails = z.infer<typeof ZLcaInventoryDetails>;

export const lcaInventoryDetailsCall = defineCall({
  path: '/lca/inventory-details',
  summary: 'Positions of an LCA: how many it covers, used and free, and which cases use them.',
  payload: callPayload({ ...ZLcaIdPayload }),
  result: ZLcaInventoryDetails,
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
