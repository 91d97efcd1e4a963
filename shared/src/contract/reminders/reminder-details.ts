import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZReminderItem } from './reminder-schemas';

export const ZReminderDetailsPayload = callPayload({ id: z.uuid() });
export type TReminderDetailsPayload = z.input<typeof ZReminderDetailsPayload>;

export const reminderDetailsCall = defineCall({
  path: '/reminders/details',
  summary: 'A reminder the caller set or receives (the /reminder-activity page); 404 otherwise.',
  payload: ZReminderDetailsPayload,
  result: ZReminderItem,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'reminder' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
