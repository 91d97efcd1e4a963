export * from './petition-note-list';
export * from './petition-note-add';
import { petitionNoteAddCall } from './petition-note-add';
import { petitionNoteListCall } from './petition-note-list';

/** The case notes calls (api module `notes`); also listed in PETITION_CALLS, in their old order. */
export const NOTES_CALLS = [petitionNoteListCall, petitionNoteAddCall] as const;
