import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZTransferPetitionPayload = callPayload({
  petitionIds: z.array(z.uuid()).min(1).max(200),
  /** Move to another branch. */
  branchId: z.uuid().optional(),
  /** Hand to another attorney. */
  attorneyId: z.uuid().optional(),
  /** Hand to an external firm (the case then shows on /external-cases). */
  externalFirm: z.string().trim().min(2).max(200).optional(),
  note: z.string().trim().max(2000).optional(),
}).refine((p) => p.branchId || p.attorneyId || p.externalFirm, { message: 'Choose a branch, an attorney or an external firm', path: ['branchId'] });
export type TTransferPetitionPayload = z.input<typeof ZTransferPetitionPayload>;
export const ZTransferPetitionResult = z.object({ transferred: z.number().int(), ids: z.array(z.string()) });
export type TTransferPetitionResult = z.infer<typeof ZTransferPetitionResult>;

export const transferPetitionCall = defineCall({
  path: '/petition/transfer',
  summary: 'Case transfer: move cases to another branch, another attorney, or an external firm; logged and the new attorney notified.',
  payload: ZTransferPetitionPayload,
  result: ZTransferPetitionResult,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: { petitionIds: 'petition', branchId: 'branch', attorneyId: 'user' },
  example: { petitionIds: ['7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b'], externalFirm: 'Lee & Partners LLP' },
});
