import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZReminderFields, ZReminderItem } from './reminder-schemas';

export const ZSaveReminderPayload = callPayload({
  ...ZReminderFields,
  note: ZReminderFields.note.default(''),
  repeat: ZReminderFields.repeat.default('none'),
  recordType: ZReminderFields.recordType.default(null),
  recordId: ZReminderFields.recordId.default(null),
  recipientUserIds: ZReminderFields.recipientUserIds.default([]),
  recipientEmails: ZReminderFields.recipientEmails.default([]),
});
export type TSaveReminderPayload = z.input<typeof ZSaveReminderPayload>;

export const saveReminderCall = defineCall({
  path: '/reminders/save',
  summary: 'Set a reminder at a local date and time (payload timezone) on a record the caller may see; a time in the past is refused and nothing is stored.',
  payload: ZSaveReminderPayload,
  result: ZReminderItem,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { recordId: 'petition', recipientUserIds: 'user' },
  example: { title: 'Call the petitioner', date: '2026-12-01', time: '09:30', timezone: 'America/New_York', repeat: 'none', recordType: 'case', recordId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
