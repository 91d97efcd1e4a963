import { commitPeopleImportCall, previewPeopleImportCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './people-import.service';

export const peopleImportRoutes: CallRegistration[] = [
  handle(previewPeopleImportCall, (ctx) => service.previewImport(ctx)),
  handle(commitPeopleImportCall, (ctx) => service.commitImport(ctx)),
];
