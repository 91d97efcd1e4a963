import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseNote } from '../petition/petition-schemas';

export const ZPetitionNoteAddPayload = callPayload({
  petitionId: z.uuid(),
  text: z.string().trim().min(1, 'Please fill Note .').max(5000),
  /** Internal (staff only, default for staff); petitioners and beneficiaries always write shared notes. */
  internal: z.boolean().optional(),
  /** Private (the author only; staff only). A private note is never shared with the client. */
  private: z.boolean().optional(),
});
export type TPetitionNoteAddPayload = z.input<typeof ZPetitionNoteAddPayload>;
export const petitionNoteAddCall = defineCall({
  path: '/petition/note-add',
  summary: 'Add a note to a case; the case’s assignees are notified.',
  payload: ZPetitionNoteAddPayload,
  result: ZCaseNote,
  auth: { kind: 'session' },
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', text: 'Called the petitioner about the pay stubs.' },
});
