export * from './get-preparer-list';
export * from './get-stats-by-user';
export * from './deadline-list';
import { deadlineListCall } from './deadline-list';
import { getPreparerListCall } from './get-preparer-list';
import { getStatsByUserCall } from './get-stats-by-user';

/** The statistics, preparer list and deadline calls (api module `reports`); also listed in PETITION_CALLS. */
export const REPORTS_CALLS = [getPreparerListCall, getStatsByUserCall, deadlineListCall] as const;
