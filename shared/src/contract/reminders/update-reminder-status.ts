import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { REMINDER_MESSAGES, ZReminderItem, ZReminderStatus } from './reminder-schemas';

export const ZUpdateReminderStatusPayload = callPayload({
  id: z.uuid(),
  status: ZReminderStatus,
  /** With `snoozed`: deliver again after this many minutes (5 minutes to 30 days). */
  snoozeMinutes: z.number().int().min(5).max(43_200).optional(),
}).refine((p) => p.status !== 'snoozed' || p.snoozeMinutes !== undefined, { message: REMINDER_MESSAGES.snooze, path: ['snoozeMinutes'] });
export type TUpdateReminderStatusPayload = z.input<typeof ZUpdateReminderStatusPayload>;

export const updateReminderStatusCall = defineCall({
  path: '/reminders/update-status',
  summary: 'Mark a reminder done, snooze it or make it active again (its creator or a recipient).',
  payload: ZUpdateReminderStatusPayload,
  result: ZReminderItem,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'reminder' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', status: 'snoozed', snoozeMinutes: 60 },
});
