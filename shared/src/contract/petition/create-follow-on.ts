import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDetails } from './petition-schemas';

export const ZCreateFollowOnPayload = callPayload({
  /** The case the follow-on comes from. */
  petitionId: z.uuid(),
  /** A follow-on action key of the domain's follow-on definitions (e.g. 'H1B_EXTENSION'). */
  action: z.string().trim().min(1).max(60),
  /** For spouse/child variants: the dependent beneficiary the new case is for. */
  beneficiaryId: z.uuid().optional(),
  deadlineDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD').optional(),
});
export type TCreateFollowOnPayload = z.input<typeof ZCreateFollowOnPayload>;

export const createFollowOnCall = defineCall({
  path: '/petition/create-follow-on',
  summary:
    'SPEC §4 follow-on creation (H-4 EAD/H1B/H-4/L-2/L-1 extensions, H1B from CAP, PERM from PWD, I140/I485 from PERM, PERM from H1B): a new case carrying over parties, beneficiary data and dates, linked to its source.',
  payload: ZCreateFollowOnPayload,
  result: ZCaseDetails,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition', beneficiaryId: 'beneficiary' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', action: 'H1B_EXTENSION' },
});
