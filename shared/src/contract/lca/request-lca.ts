import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_CALL_AUTH, ZLcaDetails } from './lca-schemas';

export const ZRequestLcaPayload = callPayload({
  /** The H-1B case the LCA is for (its LCA_REQUEST step completes); omit for a standalone LCA. */
  petitionId: z.uuid().optional(),
  /** Standalone: the employer (petitioner) the LCA is for. From a case: the case's petitioner. */
  petitionerId: z.uuid().optional(),
  /** 28 LCA for H-1B (default), 29 LCA for CAP. */
  subTypeId: z.union([z.literal(28), z.literal(29)]).default(28),
  /** Positions the LCA will cover (default 1). */
  workers: z.number().int().min(1).max(1000).default(1),
  jobTitle: z.string().trim().max(200).optional(),
  note: z.string().trim().max(1000).optional(),
}).refine((p) => !!p.petitionId || !!p.petitionerId, { message: 'Choose the H-1B case or the employer the LCA is for.', path: ['petitionerId'] });
export type TRequestLcaPayload = z.input<typeof ZRequestLcaPayload>;

export const requestLcaCall = defineCall({
  path: '/lca/request',
  summary:
    'Request an LCA (ETA-9035): from an H-1B case (the case uses one of its positions and its LCA_REQUEST step completes) or standalone for an employer. The LCA managers are told.',
  payload: ZRequestLcaPayload,
  result: ZLcaDetails,
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition', petitionerId: 'company' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
