/* Case notes (issue 15.3): the notes thread of a case, out of modules/petitions. */
export { noteRoutes } from './notes.routes';
export { petitionNotes } from './notes.table';
export type { PetitionNoteRow } from './notes.table';
