import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { leadFields, ZLead, ZLeadStatus } from './lead-schemas';

export const ZUpdateLeadPayload = callPayload({
  leadId: z.uuid(),
  ...leadFields,
  kind: leadFields.kind.unwrap().optional(),
  source: leadFields.source.unwrap().optional(),
  firstName: leadFields.firstName.optional(),
  lastName: z.string().trim().max(100).optional(),
  /** Pipeline move (LEAD_TRANSITIONS); 409 CONFLICT for a move that is not allowed. */
  status: ZLeadStatus.optional(),
  lostReason: z.string().trim().max(1000).nullable().optional(),
  /** Appends a note. */
  addNote: z.string().trim().min(1).max(4000).optional(),
}).superRefine(refinePhone());
export type TUpdateLeadPayload = z.input<typeof ZUpdateLeadPayload>;

export const updateLeadCall = defineCall({
  path: '/lead/update',
  summary: 'Change a lead, move it along the pipeline, or add a note.',
  payload: ZUpdateLeadPayload,
  result: ZLead,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  ids: { leadId: 'lead', assignedUserId: 'user', branchId: 'branch' },
  example: { leadId: '60718293-a4b5-4c6d-8e7f-8091a2b3c4d5', status: 'contacted', addNote: 'Left a voicemail.' },
});
