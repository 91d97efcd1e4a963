import { petitionNoteAddCall, petitionNoteListCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './notes.service';

export const noteRoutes: CallRegistration[] = [
  handle(petitionNoteListCall, (ctx) => service.noteList(ctx)),
  handle(petitionNoteAddCall, (ctx) => service.noteAdd(ctx)),
];
