import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

/** Every registry report route renders the one ReportPage (features/reports). */
const ReportPage = lazy(() => import('./pages/ReportPage'));

export const remote: RemoteModule = {
  id: 'mf-reports',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages(
    'mf-reports',
    {
      dashboard: lazy(() => import('./pages/DashboardPage')),
      'dashboard.v2': lazy(() => import('./pages/DashboardTrendsPage')),
      'dashboard.V2': lazy(() => import('./pages/DashboardTrendsPage')),
      'dashboard.deadlines': lazy(() => import('./pages/DeadlinesPage')),
      'reports.cap': ReportPage,
      'reports.caseList': ReportPage,
      'reports.overdue': ReportPage,
      'reports.weekly': ReportPage,
      'reports.activity': ReportPage,
      'reports.branchwiseCaseSummary': ReportPage,
      'reports.casesByCustomer': ReportPage,
      'reports.corporateCustomers': ReportPage,
      'reports.individualCustomers': ReportPage,
      'reports.expiryRisk': ReportPage,
      'reports.custom': lazy(() => import('./pages/CustomReportsPage')),
    },
    () => import('./pages/RoutePage'),
  ),
};
