import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/iso-date';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZLinkedRecordType } from '../todos/todo-schemas';
import { ZNoteItem, ZNoteVisibility } from './note-schemas';

export const ZNoteMatcher = z
  .object({
    recordType: ZLinkedRecordType.optional(),
    /** With `recordType`: the notes of one record. */
    recordId: z.uuid().optional(),
    authorIds: z.array(z.uuid()).max(100).optional(),
    visibility: ZNoteVisibility.optional(),
    search: z.string().trim().max(200).optional(),
    /** Written on or after / before (inclusive), YYYY-MM-DD. */
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
  })
  .default({});

export const ZListNotesPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(1000).default(25),
  matcher: ZNoteMatcher,
  sort: z.enum(['createdAt', 'updatedAt']).default('createdAt'),
  order: z.union([z.literal(1), z.literal(-1)]).default(-1),
});
export type TListNotesPayload = z.input<typeof ZListNotesPayload>;

export const listNotesCall = defineCall({
  path: '/notes/list',
  summary:
    'Notes across the firm the caller may see: his own private notes and shared notes on records he may see; filters, paging and sort on the server.',
  payload: ZListNotesPayload,
  result: z.object({
    data: z.array(ZNoteItem),
    count: z.number().int(),
    page: z.number().int(),
    perpage: z.number().int(),
  }),
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { 'matcher.recordId': 'petition' },
  example: { page: 1, perpage: 25, matcher: { recordType: 'case' } },
});
