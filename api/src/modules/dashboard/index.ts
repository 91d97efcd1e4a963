/* The dashboard (issue 17 points 1–3): widgets, per-user layouts, statistics and trends (docs/dashboard.md). */
import { defineModule } from '../../platform/modules';
import { CASE_WIDGET_PROVIDERS } from './dashboard.cases';
import { dashboardRoutes } from './dashboard.routes';

export { dashboardRoutes } from './dashboard.routes';
export { dashboardLayouts } from './dashboard.table';
// Tests that count before and after a change read fresh numbers (a slow answer is kept a minute).
export { clearDashboardCache } from './dashboard.cache';
/** For other modules' widget providers (their definitions' `dashboardWidgets`). */
export type { DashboardWidgetProvider, DashboardWidgetRequest } from './dashboard.types';
export { listData, cappedCount, countsData, caseWidgetWhere, caseMatcher, caseListPath, casePath } from './dashboard.helpers';

/** The dashboard module: what it brings to the app (docs/modules.md). */
export const dashboardModule = defineModule(() => ({
  name: 'dashboard',
  calls: dashboardRoutes,
  dashboardWidgets: CASE_WIDGET_PROVIDERS,
}));
