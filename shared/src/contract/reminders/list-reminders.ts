import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZReminderItem, ZReminderRecordType, ZReminderStatus } from './reminder-schemas';

export const ZListRemindersPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(1000).default(25),
  matcher: z
    .object({
      statuses: z.array(ZReminderStatus).max(3).optional(),
      recordType: ZReminderRecordType.optional(),
      recordId: z.uuid().optional(),
      search: z.string().trim().max(200).optional(),
    })
    .default({}),
  order: z.union([z.literal(1), z.literal(-1)]).default(1),
});
export type TListRemindersPayload = z.input<typeof ZListRemindersPayload>;

export const listRemindersCall = defineCall({
  path: '/reminders/list',
  summary: 'Reminders the caller set or receives, by next time; filters and paging on the server.',
  payload: ZListRemindersPayload,
  result: z.object({ data: z.array(ZReminderItem), count: z.number().int(), page: z.number().int(), perpage: z.number().int() }),
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { 'matcher.recordId': 'petition' },
  example: { page: 1, perpage: 25, matcher: { statuses: ['active'] } },
});
