export * from './get-preparer-list';
export * from './get-stats-by-user';
export * from './deadline-list';
import { deadlineListCall } from './deadline-list';
import { getPreparerListCall } from './get-preparer-list';
import { getStatsByUserCall } from './get-stats-by-user';

/** The statistics, preparer list and deadline calls (api module `reports`); also listed in PETITION_CALLS. */
export const REPORTS_CALLS = [getPreparerListCall, getStatsByUserCall, deadlineListCall] as const;
export * from './report-schemas';
export * from './run-report';
export * from './export-report';
export * from './custom-list';
export * from './custom-save';
export * from './custom-delete';
export * from './custom-run';
export * from './custom-schedule';
export * from './processing-times-list';
export * from './processing-times-update';
import { runReportCall } from './run-report';
import { exportReportCall } from './export-report';
import { customListCall } from './custom-list';
import { customSaveCall } from './custom-save';
import { customDeleteCall } from './custom-delete';
import { customRunCall } from './custom-run';
import { customScheduleCall } from './custom-schedule';
import { processingTimesListCall } from './processing-times-list';
import { processingTimesUpdateCall } from './processing-times-update';

/** The report registry calls (issue 17 point 4–5, api module `reports`, path prefix `/reports/`). */
export const REPORT_RUN_CALLS = [
  runReportCall,
  exportReportCall,
  customListCall,
  customSaveCall,
  customDeleteCall,
  customRunCall,
  customScheduleCall,
  processingTimesListCall,
  processingTimesUpdateCall,
] as const;
