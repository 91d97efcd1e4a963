import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZNotification } from './notification';

export const ZListNotificationsPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
  /** Mark the returned unread notifications as read (the bell was opened). */
  markRead: z.boolean().default(false),
});
export type TListNotificationsPayload = z.input<typeof ZListNotificationsPayload>;

export const ZListNotificationsResult = z.object({
  /** Unread first, then newest first. */
  data: z.array(ZNotification),
  count: z.number().int(),
  /** Unread after this call (markRead lowers it). */
  unreadCount: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListNotificationsResult = z.infer<typeof ZListNotificationsResult>;

export const listNotificationsCall = defineCall({
  path: '/notify/list',
  summary: 'The signed-in user’s notifications, unread first, paged.',
  payload: ZListNotificationsPayload,
  result: ZListNotificationsResult,
  auth: { kind: 'session' },
  example: { page: 1, perpage: 25 },
});
