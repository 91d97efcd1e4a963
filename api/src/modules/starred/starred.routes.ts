import { addStarredCall, listStarredCall, removeStarredCall, reorderStarredCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './starred.service';

export const starredRoutes: CallRegistration[] = [
  handle(listStarredCall, (ctx) => service.listStarred(ctx)),
  handle(addStarredCall, (ctx) => service.addStarred(ctx)),
  handle(removeStarredCall, (ctx) => service.removeStarred(ctx)),
  handle(reorderStarredCall, (ctx) => service.reorderStarred(ctx)),
];
