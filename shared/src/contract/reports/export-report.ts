import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZReportFile, ZReportFilters, ZReportFormat, ZReportId, ZReportSort } from './report-schemas';

export const ZExportReportPayload = callPayload({
  reportId: ZReportId,
  filters: ZReportFilters.default({}),
  sort: ZReportSort.optional(),
  format: ZReportFormat,
});
export type TExportReportPayload = z.input<typeof ZExportReportPayload>;

export const exportReportCall = defineCall({
  path: '/reports/export',
  summary: 'The whole filtered report (up to 10,000 rows) as a CSV, XLSX or PDF file to download; the same rows and order as reports/run.',
  payload: ZExportReportPayload,
  result: ZReportFile,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  example: { reportId: 'case-list', filters: {}, format: 'csv' },
});
