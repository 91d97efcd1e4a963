import { z } from 'zod';
import { ZIsoDate } from '../people/iso-date';
import { callPayload, defineCall } from '../define-call';
import { ADMIN_ROLES } from '../../domain/roles';
import { PROCESSING_TIME_FORMS } from '../../domain/reports';
import { ZProcessingTime } from './report-schemas';

export const ZProcessingTimesUpdatePayload = callPayload({
  form: z.enum(PROCESSING_TIME_FORMS as unknown as [string, ...string[]]),
  typicalDays: z.number().int().min(1, 'At least 1 day').max(3650, 'At most 3650 days'),
  premiumDays: z.number().int().min(1).max(365).nullable().default(null),
  /** When the figure was read (not in the future). */
  asOf: ZIsoDate,
  source: z.string().trim().min(1, 'Say where the figure comes from').max(200),
});
export type TProcessingTimesUpdatePayload = z.input<typeof ZProcessingTimesUpdatePayload>;

export const processingTimesUpdateCall = defineCall({
  path: '/reports/processing-times-update',
  summary: 'Sets the firm’s typical processing time of a form (admins and branch managers), dated and with its source.',
  payload: ZProcessingTimesUpdatePayload,
  result: ZProcessingTime,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: {
    form: 'I-129',
    typicalDays: 75,
    premiumDays: 15,
    asOf: '2026-11-01',
    source: 'USCIS processing times, California Service Center',
  },
});
