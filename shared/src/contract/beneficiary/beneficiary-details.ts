import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZBeneficiary, ZPeopleTerm } from './beneficiary-schemas';

export const ZBeneficiaryDetailsPayload = callPayload({ beneficiaryId: z.uuid() });
export type TBeneficiaryDetailsPayload = z.input<typeof ZBeneficiaryDetailsPayload>;
export const ZBeneficiaryDetailsResult = ZBeneficiary.extend({ term: ZPeopleTerm });
export type TBeneficiaryDetailsResult = z.infer<typeof ZBeneficiaryDetailsResult>;

export const beneficiaryDetailsCall = defineCall({
  path: '/beneficiary/details',
  summary: 'One beneficiary (or employee) with profile, dependents and documents.',
  payload: ZBeneficiaryDetailsPayload,
  result: ZBeneficiaryDetailsResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { beneficiaryId: 'beneficiary' },
  example: { beneficiaryId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11' },
});
