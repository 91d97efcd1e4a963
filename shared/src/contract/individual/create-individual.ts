import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { individualFields, ZIndividual } from './individual-schemas';

export const ZCreateIndividualPayload = callPayload({ ...individualFields }).superRefine(refinePhone());
export type TCreateIndividualPayload = z.input<typeof ZCreateIndividualPayload>;

export const createIndividualCall = defineCall({
  path: '/individual/create',
  summary: 'Create an individual client, sponsor or investor. 409 CONFLICT with the duplicate’s id when the e-mail exists.',
  payload: ZCreateIndividualPayload,
  result: ZIndividual,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  creates: true,
  ids: { branchId: 'branch', beneficiaryId: 'beneficiary' },
  example: {
    accountType: 'Sponsor',
    accountSubType: 'Spouse sponsor',
    firstName: 'Laura',
    lastName: 'Martinez',
    email: 'laura.martinez@example.test',
    phone: '+1 312 555 0147',
  },
});
