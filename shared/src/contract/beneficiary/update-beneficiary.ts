import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import {
  BENEFICIARY_STATUSES,
  beneficiaryLinkFields,
  beneficiaryProfileFields,
  ZBeneficiary,
} from './beneficiary-schemas';

export const ZUpdateBeneficiaryPayload = callPayload({
  beneficiaryId: z.uuid(),
  ...beneficiaryProfileFields,
  ...beneficiaryLinkFields,
  firstName: beneficiaryProfileFields.firstName.optional(),
  lastName: beneficiaryProfileFields.lastName.optional(),
  status: z.enum(BENEFICIARY_STATUSES).optional(),
}).superRefine(refinePhone());
export type TUpdateBeneficiaryPayload = z.input<typeof ZUpdateBeneficiaryPayload>;
export const ZUpdateBeneficiaryResult = ZBeneficiary;
export type TUpdateBeneficiaryResult = z.infer<typeof ZUpdateBeneficiaryResult>;

export const updateBeneficiaryCall = defineCall({
  path: '/beneficiary/update',
  summary:
    'Change a beneficiary: fields given are replaced (lists and sub-objects as a whole). A beneficiary (51) may change his own profile, not the links.',
  payload: ZUpdateBeneficiaryPayload,
  result: ZUpdateBeneficiaryResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50, 51] },
  scope: 'tenant',
  ids: { beneficiaryId: 'beneficiary', companyId: 'company', attorneyUserId: 'user', branchId: 'branch' },
  example: {
    beneficiaryId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11',
    visa: { type: 'H-1B', expiryDate: '2027-09-30' },
    ead: null,
  },
});
