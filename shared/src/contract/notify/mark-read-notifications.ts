import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZMarkNotificationsReadPayload = callPayload({
  id: z.uuid().optional(),
  ids: z.array(z.uuid()).max(500).optional(),
  /** Mark all of the user's notifications read. */
  all: z.boolean().optional(),
}).refine((p) => p.id !== undefined || (p.ids?.length ?? 0) > 0 || p.all === true, {
  message: 'Give id, ids or all',
  path: ['id'],
});
export type TMarkNotificationsReadPayload = z.input<typeof ZMarkNotificationsReadPayload>;

export const ZMarkNotificationsReadResult = z.object({
  data: z.object({ updated: z.number().int() }),
  /** Unread left after this call (for the bell). */
  unreadCount: z.number().int(),
});
export type TMarkNotificationsReadResult = z.infer<typeof ZMarkNotificationsReadResult>;

export const markNotificationsReadCall = defineCall({
  path: '/notify/mark-read',
  summary: 'Mark notifications of the signed-in user read (by id, or all).',
  payload: ZMarkNotificationsReadPayload,
  result: ZMarkNotificationsReadResult,
  auth: { kind: 'session' },
  ids: { id: 'notification', ids: 'notification' },
  example: { all: true },
});
