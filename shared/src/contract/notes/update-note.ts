import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZNoteDetails, ZNoteText, ZNoteVisibility } from './note-schemas';

export const ZUpdateNotePayload = callPayload({
  id: z.uuid(),
  text: ZNoteText.optional(),
  visibility: ZNoteVisibility.optional(),
});
export type TUpdateNotePayload = z.input<typeof ZUpdateNotePayload>;

export const updateNoteCall = defineCall({
  path: '/notes/update',
  summary: 'Edit a note (its author only); the previous text and visibility are kept in its history.',
  payload: ZUpdateNotePayload,
  result: ZNoteDetails,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'note' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', text: 'Called the petitioner twice.' },
});
