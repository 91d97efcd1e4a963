import { z } from 'zod';
import { ZHistoryEntry, ZLinkedRecord, ZLinkedRecordType } from '../todos/todo-schemas';

/*
 * Notes on cases and people (issue 18 point 3; api module `notes`, calls /notes/*). One table with
 * the case notes of /petition/note-*: a note belongs to a case, a beneficiary or a petitioner and
 * is `private` (its author only), `team` (the firm's staff who may see the record) or `client`
 * (case notes only: also the case's petitioner and beneficiary; the old `internal: false`).
 */
export const NOTE_VISIBILITIES = ['private', 'team', 'client'] as const;
export const ZNoteVisibility = z.enum(NOTE_VISIBILITIES);
export type TNoteVisibility = z.infer<typeof ZNoteVisibility>;
export const NOTE_VISIBILITY_LABELS: Record<TNoteVisibility, string> = {
  private: 'Private (only me)',
  team: 'Shared with the team',
  client: 'Shared with the client',
};

export const NOTE_MESSAGES = {
  text: 'Please fill Note .',
  clientOnCase: 'Only case notes can be shared with the client.',
  record: 'Choose the case, beneficiary or petitioner the note is about.',
  onlyAuthor: 'Only the author can edit this note.',
} as const;

export const ZNoteText = z.string().trim().min(1, NOTE_MESSAGES.text).max(5000);

export const ZNoteItem = z.object({
  id: z.string(),
  record: ZLinkedRecord,
  text: z.string(),
  visibility: ZNoteVisibility,
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  /** The caller wrote it (only the author edits). */
  mine: z.boolean(),
});
export type TNoteItem = z.infer<typeof ZNoteItem>;

export const ZNoteDetails = ZNoteItem.extend({ history: z.array(ZHistoryEntry) });
export type TNoteDetails = z.infer<typeof ZNoteDetails>;

export { ZLinkedRecordType as ZNoteRecordType };
