import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { leadFields, ZLead } from './lead-schemas';

export const ZCreateLeadPayload = callPayload({
  ...leadFields,
  /** A first note. */
  note: z.string().trim().max(4000).optional(),
}).superRefine(refinePhone());
export type TCreateLeadPayload = z.input<typeof ZCreateLeadPayload>;

export const createLeadCall = defineCall({
  path: '/lead/create',
  summary: 'Create a lead (status new).',
  payload: ZCreateLeadPayload,
  result: ZLead,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  creates: true,
  ids: { assignedUserId: 'user', branchId: 'branch' },
  example: {
    kind: 'petitioner',
    firstName: 'Grace',
    lastName: 'Okafor',
    email: 'grace.okafor@brightpath.example',
    companyName: 'BrightPath Health LLC',
    interest: 'H-1B',
    source: 'manual',
    note: 'Needs two H-1B transfers for nurses before March.',
  },
});
