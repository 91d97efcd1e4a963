import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZCustomReport, ZCustomReportSpec } from './report-schemas';

export const ZCustomSavePayload = callPayload({
  /** Absent: a new report. */
  id: z.uuid().optional(),
  name: z.string().trim().min(1, 'Name is required').max(120),
  spec: ZCustomReportSpec,
  shared: z.boolean().default(false),
});
export type TCustomSavePayload = z.input<typeof ZCustomSavePayload>;

export const customSaveCall = defineCall({
  path: '/reports/custom-save',
  summary: 'Creates or updates a custom report (entity, columns, filters, grouping; private or shared with the firm). Only its owner, or an admin for a shared one, may edit it.',
  payload: ZCustomSavePayload,
  result: ZCustomReport,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'customReport' },
  example: { name: 'Open H-1B cases', spec: { entity: 'cases', columns: ['caseNumber', 'statusName'], filters: { caseTypes: [1] }, groupBy: null, sort: null }, shared: true },
});
