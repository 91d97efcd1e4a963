import { z } from 'zod';
import { ZIsoDate } from '../people/iso-date';
import { callPayload, defineCall } from '../define-call';
import { ZCaseListItem } from '../petition/petition-schemas';
import { INTERNAL_ROLES } from '../../domain/roles';

export const ZDeadlineListPayload = callPayload({
  /** Deadline range (inclusive); default: everything up to 90 days ahead, overdue included. */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  typeIds: z.array(z.number().int()).max(50).optional(),
  /** Only cases with this user in any assignment slot. */
  assigneeId: z.uuid().optional(),
  /** Closed cases too (default: open cases only). */
  includeClosed: z.boolean().default(false),
  cursor: z.string().max(500).nullable().optional(),
  perpage: z.number().int().min(1).max(1000).default(50),
});
export type TDeadlineListPayload = z.input<typeof ZDeadlineListPayload>;
export const ZDeadlineListResult = z.object({
  data: z.array(ZCaseListItem),
  count: z.number().int(),
  overdue: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TDeadlineListResult = z.infer<typeof ZDeadlineListResult>;

export const deadlineListCall = defineCall({
  path: '/petition/deadline-list',
  summary:
    "Cases by deadline date, earliest first (the /deadlines page), with 'Overdue by N day(s)' days; visibility as /petition/list.",
  payload: ZDeadlineListPayload,
  result: ZDeadlineListResult,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { assigneeId: 'user' },
  example: { to: '2027-03-31' },
});
