import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZBeneficiary } from './beneficiary-schemas';

export const ZMergeBeneficiariesPayload = callPayload({
  /** The record kept. */
  targetId: z.uuid(),
  /** The duplicate: its documents and dependents move to the target, empty fields of the target are filled from it; it is then removed. */
  sourceId: z.uuid(),
});
export type TMergeBeneficiariesPayload = z.input<typeof ZMergeBeneficiariesPayload>;

export const mergeBeneficiariesCall = defineCall({
  path: '/beneficiary/merge',
  summary: 'Merge a duplicate beneficiary into another (admins).',
  payload: ZMergeBeneficiariesPayload,
  result: ZBeneficiary,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: { targetId: 'beneficiary', sourceId: 'beneficiary' },
  example: { targetId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11', sourceId: '7d1e4b63-3a8f-4b9f-8e8c-3e7a2f1c0b22' },
});
