import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZLinkedRecordType } from '../todos/todo-schemas';
import { ZNoteDetails, ZNoteText, ZNoteVisibility } from './note-schemas';

export const ZCreateNotePayload = callPayload({
  recordType: ZLinkedRecordType,
  recordId: z.uuid(),
  text: ZNoteText,
  visibility: ZNoteVisibility.default('team'),
});
export type TCreateNotePayload = z.input<typeof ZCreateNotePayload>;

export const createNoteCall = defineCall({
  path: '/notes/create',
  summary: 'Write a note on a case, beneficiary or petitioner the caller may see (private, team or — on cases — client).',
  payload: ZCreateNotePayload,
  result: ZNoteDetails,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { recordId: 'petition' },
  example: { recordType: 'case', recordId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', text: 'Called the petitioner.', visibility: 'team' },
});
