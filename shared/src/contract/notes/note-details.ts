import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZNoteDetails } from './note-schemas';

export const ZNoteDetailsPayload = callPayload({ id: z.uuid() });
export type TNoteDetailsPayload = z.input<typeof ZNoteDetailsPayload>;

export const noteDetailsCall = defineCall({
  path: '/notes/details',
  summary: 'A note the caller may see, with its edit history (404 otherwise).',
  payload: ZNoteDetailsPayload,
  result: ZNoteDetails,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'note' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
