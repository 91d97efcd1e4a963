import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZDeleteBeneficiaryPayload = callPayload({ beneficiaryId: z.uuid() });
export type TDeleteBeneficiaryPayload = z.input<typeof ZDeleteBeneficiaryPayload>;
export const ZDeleteBeneficiaryResult = z.object({
  id: z.string(),
  deleted: z.literal(true),
  /** Dependents removed with the principal. */
  dependentsDeleted: z.number().int(),
});
export type TDeleteBeneficiaryResult = z.infer<typeof ZDeleteBeneficiaryResult>;

export const deleteBeneficiaryCall = defineCall({
  path: '/beneficiary/delete',
  summary: 'Remove a beneficiary (and his dependents) from the lists; the activity keeps the record.',
  payload: ZDeleteBeneficiaryPayload,
  result: ZDeleteBeneficiaryResult,
  auth: { kind: 'session', roles: [3, 4, 5] },
  scope: 'tenant',
  ids: { beneficiaryId: 'beneficiary' },
  example: { beneficiaryId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11' },
});
