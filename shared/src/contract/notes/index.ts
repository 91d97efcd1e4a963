export * from './petition-note-list';
export * from './petition-note-add';
export * from './note-schemas';
export * from './list-notes';
export * from './create-note';
export * from './update-note';
export * from './note-details';
import { createNoteCall } from './create-note';
import { listNotesCall } from './list-notes';
import { noteDetailsCall } from './note-details';
import { petitionNoteAddCall } from './petition-note-add';
import { petitionNoteListCall } from './petition-note-list';
import { updateNoteCall } from './update-note';

/** The case notes calls (api module `notes`); also listed in PETITION_CALLS, in their old order. */
export const NOTES_CALLS = [petitionNoteListCall, petitionNoteAddCall] as const;
/** The notes calls on any record (/notes-list, /notes-details, the case Notes tab); in ALL_CALLS. */
export const RECORD_NOTES_CALLS = [listNotesCall, createNoteCall, updateNoteCall, noteDetailsCall] as const;
