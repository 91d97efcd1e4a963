import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseAssignmentField, ZCaseDetails } from './petition-schemas';

export const ZAssignARolePayload = callPayload({
  petitionId: z.uuid(),
  /** attorney, paralegal, supervisor, docManager, docExecutive, frontOffice. */
  field: ZCaseAssignmentField,
  /** A user of the matching role; null clears the slot. */
  userId: z.uuid().nullable(),
});
export type TAssignARolePayload = z.input<typeof ZAssignARolePayload>;

export const assignARoleCall = defineCall({
  path: '/petition/assign-a-role',
  summary:
    'Assign (or clear) the attorney, paralegal, supervisor, documentation manager/executive or front office user of a case; completes the matching ASSIGN_* activity when it is due; the assignee is notified.',
  payload: ZAssignARolePayload,
  result: ZCaseDetails,
  auth: { kind: 'session', roles: [3, 4, 9] },
  scope: 'tenant',
  ids: { petitionId: 'petition', userId: 'user' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', field: 'attorney', userId: '5b2e1d40-1a2b-4c3d-8e4f-5a6b7c8d9e0f' },
});
