import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZReminderFields, ZReminderItem } from './reminder-schemas';

/** Fields left out are unchanged; a new date or time must be in the future (the payload timezone). */
export const ZUpdateReminderPayload = callPayload({
  id: z.uuid(),
  title: ZReminderFields.title.optional(),
  note: ZReminderFields.note.optional(),
  date: ZReminderFields.date.optional(),
  time: ZReminderFields.time.optional(),
  repeat: ZReminderFields.repeat.optional(),
  recipientUserIds: ZReminderFields.recipientUserIds.optional(),
  recipientEmails: ZReminderFields.recipientEmails.optional(),
});
export type TUpdateReminderPayload = z.input<typeof ZUpdateReminderPayload>;

export const updateReminderCall = defineCall({
  path: '/reminders/update',
  summary: 'Change a reminder (its creator only); a changed time is rescheduled and must be in the future.',
  payload: ZUpdateReminderPayload,
  result: ZReminderItem,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'reminder', recipientUserIds: 'user' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', time: '10:00', timezone: 'America/New_York' },
});
