import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { individualFields, ZIndividual } from './individual-schemas';

export const ZUpdateIndividualPayload = callPayload({
  individualId: z.uuid(),
  ...individualFields,
  accountType: individualFields.accountType.unwrap().optional(),
  firstName: individualFields.firstName.optional(),
  lastName: individualFields.lastName.optional(),
}).superRefine(refinePhone());
export type TUpdateIndividualPayload = z.input<typeof ZUpdateIndividualPayload>;

export const updateIndividualCall = defineCall({
  path: '/individual/update',
  summary: 'Change an individual client: fields given are replaced.',
  payload: ZUpdateIndividualPayload,
  result: ZIndividual,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  ids: { individualId: 'individual', branchId: 'branch', beneficiaryId: 'beneficiary' },
  example: { individualId: '4e5f6071-8293-4a4b-8c5d-6e7f8091a2b3', accountType: 'Investor', accountSubType: 'EB-5' },
});
