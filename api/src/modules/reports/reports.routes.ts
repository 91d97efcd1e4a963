import { deadlineListCall, getPreparerListCall, getStatsByUserCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './reports.service';

export const reportRoutes: CallRegistration[] = [
  handle(getPreparerListCall, (ctx) => service.preparerList(ctx)),
  handle(getStatsByUserCall, (ctx) => service.statsByUser(ctx)),
  handle(deadlineListCall, (ctx) => service.deadlineList(ctx)),
];
