/* Reports over cases: preparer list, statistics by user, deadlines (issue 15.3); the report registry's reports, exports, custom reports with scheduled delivery, processing times and the expiry risk report (issue 17, docs/reports.md). */
import { defineModule } from '../../platform/modules';
import { reportRoutes } from './reports.routes';
import { reportsPlugin, REPORTS_MAIL_TEMPLATES } from './reports.plugin';
import { REPORTS_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { reportRoutes } from './reports.routes';
export { customReports, processingTimes, caseBranchTallies, caseOpenDeadlineTallies, casePetitionerTallies, NO_BRANCH_KEY } from './reports.table';
export { runReportDeliveries, nextRunAfter } from './reports.custom';
export { reportsPlugin, REPORT_DELIVERY_QUEUE, REPORT_DELIVERY_CRON } from './reports.plugin';

/** The reports module: what it brings to the app (docs/modules.md). */
export const reportsModule = defineModule(() => ({
  name: 'reports',
  calls: reportRoutes,
  mailTemplates: REPORTS_MAIL_TEMPLATES,
  // The scheduled custom report deliveries (pg-boss cron).
  plugins: [reportsPlugin],
  isolationFixtures: REPORTS_VICTIM_FIXTURES,
}));
