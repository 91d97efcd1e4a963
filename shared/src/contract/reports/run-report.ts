import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZReportFilters, ZReportId, ZReportPageSize, ZReportRunResult, ZReportSort } from './report-schemas';

export const ZRunReportPayload = callPayload({
  reportId: ZReportId,
  filters: ZReportFilters.default({}),
  /** Default: the report's defaultSort. */
  sort: ZReportSort.optional(),
  page: z.number().int().min(1).max(100000).default(1),
  pageSize: ZReportPageSize.default(25),
});
export type TRunReportPayload = z.input<typeof ZRunReportPayload>;

export const runReportCall = defineCall({
  path: '/reports/run',
  summary:
    'Runs a report of the registry (shared/domain/reports): one page of rows, the total, the totals and chart data over the filtered set; only cases the caller may see.',
  payload: ZRunReportPayload,
  result: ZReportRunResult,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  example: { reportId: 'case-list', filters: { state: 'open' }, page: 1, pageSize: 25 },
});
