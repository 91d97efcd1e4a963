import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZCustomReport, ZCustomReportSchedule } from './report-schemas';

export const ZCustomSchedulePayload = callPayload({
  id: z.uuid(),
  /** null: stop the deliveries. */
  schedule: ZCustomReportSchedule.nullable(),
});
export type TCustomSchedulePayload = z.input<typeof ZCustomSchedulePayload>;

export const customScheduleCall = defineCall({
  path: '/reports/custom-schedule',
  summary: 'Sets (or clears) the weekly or monthly e-mail delivery of a custom report, with the file attached, to the given recipients.',
  payload: ZCustomSchedulePayload,
  result: ZCustomReport,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'customReport' },
  example: { id: '00000000-0000-4000-8000-000000000000', schedule: { frequency: 'weekly', dayOfWeek: 1, format: 'xlsx', recipients: ['partner@example.com'] } },
});
