import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZCustomReportSpec, ZReportFile, ZReportFormat, ZReportPageSize, ZReportRunResult } from './report-schemas';

export const ZCustomRunPayload = callPayload({
  /** A saved report, or … */
  id: z.uuid().optional(),
  /** … an unsaved spec (the builder's preview). */
  spec: ZCustomReportSpec.optional(),
  page: z.number().int().min(1).max(100000).default(1),
  pageSize: ZReportPageSize.default(25),
  /** Set: the whole report as a file instead of a page. */
  format: ZReportFormat.optional(),
});
export type TCustomRunPayload = z.input<typeof ZCustomRunPayload>;

export const customRunCall = defineCall({
  path: '/reports/custom-run',
  summary: 'Runs a saved or unsaved custom report: one page of rows (grouped rows carry `count`), or the whole report as a CSV, XLSX or PDF file.',
  payload: ZCustomRunPayload,
  result: z.object({ run: ZReportRunResult.nullable(), file: ZReportFile.nullable() }),
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'customReport' },
  example: { spec: { entity: 'cases', columns: ['statusName'], filters: {}, groupBy: 'statusName', sort: null } },
});
