export * from './dashboard-schemas';
export * from './get-dashboard';
export * from './get-stats';
export * from './save-layout';
export * from './reset-layout';
export * from './trends';
import { getDashboardCall } from './get-dashboard';
import { getStatsCall } from './get-stats';
import { resetLayoutCall } from './reset-layout';
import { saveLayoutCall } from './save-layout';
import { trendsCall } from './trends';

/** The dashboard calls (api module `dashboard`; docs/dashboard.md). */
export const DASHBOARD_CALLS = [getDashboardCall, getStatsCall, saveLayoutCall, resetLayoutCall, trendsCall] as const;
