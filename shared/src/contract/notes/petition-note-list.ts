import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseNote } from '../petition/petition-schemas';

export const ZPetitionNoteListPayload = callPayload({
  petitionId: z.uuid(),
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(1000).default(100),
});
export type TPetitionNoteListPayload = z.input<typeof ZPetitionNoteListPayload>;
export const petitionNoteListCall = defineCall({
  path: '/petition/note-list',
  summary: "The case's notes, newest first (internal notes only for staff).",
  payload: ZPetitionNoteListPayload,
  result: z.object({ data: z.array(ZCaseNote), count: z.number().int() }),
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
