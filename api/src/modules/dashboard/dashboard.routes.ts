import { getDashboardCall, getStatsCall, resetLayoutCall, saveLayoutCall, trendsCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './dashboard.service';
import { trends } from './dashboard.trends';

export const dashboardRoutes: CallRegistration[] = [
  handle(getDashboardCall, (ctx) => service.getDashboard(ctx)),
  handle(getStatsCall, (ctx) => service.getStats(ctx)),
  handle(saveLayoutCall, (ctx) => service.saveLayout(ctx)),
  handle(resetLayoutCall, (ctx) => service.resetLayout(ctx)),
  handle(trendsCall, (ctx) => trends(ctx)),
];
