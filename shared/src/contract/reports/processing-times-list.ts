import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZProcessingTime } from './report-schemas';

export const ZProcessingTimesListPayload = callPayload({});
export const ZProcessingTimesListResult = z.object({ data: z.array(ZProcessingTime) });
export type TProcessingTimesListResult = z.infer<typeof ZProcessingTimesListResult>;

export const processingTimesListCall = defineCall({
  path: '/reports/processing-times-list',
  summary: 'Typical processing time per form used by the expiry risk report: the firm’s figures, or the dated product defaults.',
  payload: ZProcessingTimesListPayload,
  result: ZProcessingTimesListResult,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  example: {},
});
