import { createNoteCall, listNotesCall, noteDetailsCall, petitionNoteAddCall, petitionNoteListCall, updateNoteCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './notes.service';

export const noteRoutes: CallRegistration[] = [
  handle(petitionNoteListCall, (ctx) => service.noteList(ctx)),
  handle(petitionNoteAddCall, (ctx) => service.noteAdd(ctx)),
  handle(listNotesCall, (ctx) => service.listNotes(ctx)),
  handle(createNoteCall, (ctx) => service.createNote(ctx)),
  handle(updateNoteCall, (ctx) => service.updateNote(ctx)),
  handle(noteDetailsCall, (ctx) => service.noteDetails(ctx)),
];
