/* Notes on cases and people (issues 15.3 and 18.3): the case thread and /notes/* (docs/tasks-notes-reminders.md). */
import { defineModule } from '../../platform/modules';
import { noteRoutes } from './notes.routes';
import { NOTES_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { noteRoutes } from './notes.routes';
export { petitionNotes, noteHistory } from './notes.table';
export type { PetitionNoteRow } from './notes.table';
export { noteVisibility } from './notes.service';

/** The notes module: what it brings to the app (docs/modules.md). */
export const notesModule = defineModule(() => ({
  name: 'notes',
  calls: noteRoutes,
  isolationFixtures: NOTES_VICTIM_FIXTURES,
}));
