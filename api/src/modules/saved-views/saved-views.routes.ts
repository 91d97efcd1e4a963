import { deletePetitionViewCall, listPetitionViewsCall, savePetitionViewCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './saved-views.service';

export const savedViewRoutes: CallRegistration[] = [
  handle(listPetitionViewsCall, (ctx) => service.listViews(ctx)),
  handle(savePetitionViewCall, (ctx) => service.saveView(ctx)),
  handle(deletePetitionViewCall, (ctx) => service.deleteView(ctx)),
];
