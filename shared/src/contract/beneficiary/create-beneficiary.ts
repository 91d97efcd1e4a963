import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { beneficiaryLinkFields, beneficiaryProfileFields, ZBeneficiary } from './beneficiary-schemas';

export const ZCreateBeneficiaryPayload = callPayload({
  ...beneficiaryProfileFields,
  ...beneficiaryLinkFields,
}).superRefine(refinePhone());
export type TCreateBeneficiaryPayload = z.input<typeof ZCreateBeneficiaryPayload>;
export const ZCreateBeneficiaryResult = ZBeneficiary;
export type TCreateBeneficiaryResult = z.infer<typeof ZCreateBeneficiaryResult>;

export const createBeneficiaryCall = defineCall({
  path: '/beneficiary/create',
  summary:
    'Create a beneficiary (or employee). 409 CONFLICT with the duplicate’s id when the passport number or e-mail exists.',
  payload: ZCreateBeneficiaryPayload,
  result: ZCreateBeneficiaryResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50] },
  scope: 'tenant',
  creates: true,
  ids: { companyId: 'company', attorneyUserId: 'user', branchId: 'branch' },
  example: {
    firstName: 'Ananya',
    lastName: 'Iyer',
    dateOfBirth: '1992-04-17',
    birthCity: 'Chennai',
    birthCountryId: 101,
    citizenshipCountryId: 101,
    email: 'ananya.iyer@example.test',
    phone: '+91 98765 43210',
    passport: { number: 'Z4821937', countryId: 101, issueDate: '2019-06-10', expiryDate: '2029-06-09' },
    currentStatus: { code: 'H-1B', validFrom: '2024-10-01', expiryDate: '2027-09-30' },
    i94: { number: '12345678901', expiryDate: '2027-09-30' },
    education: [
      { degree: 'M.S. Computer Science', institution: 'Arizona State University', graduationDate: '2018-05-12' },
    ],
  },
});
