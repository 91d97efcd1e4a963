/* Case notes (issue 15.3): the notes thread of a case, out of modules/petitions. */
import { defineModule } from '../../platform/modules';
import { noteRoutes } from './notes.routes';

export { noteRoutes } from './notes.routes';
export { petitionNotes } from './notes.table';
export type { PetitionNoteRow } from './notes.table';

/** The notes module: what it brings to the app (docs/modules.md). */
export const notesModule = defineModule(() => ({
  name: 'notes',
  calls: noteRoutes,
}));
