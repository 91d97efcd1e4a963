import { z } from 'zod';

/** SPEC §3 notification payload: what the real-time `notification` event carries. */
export const ZNotificationPayload = z.object({
  caseNo: z.string().nullable(),
  message: z.string(),
  createdByName: z.string().nullable(),
  petitionId: z.string().nullable(),
});
export type TNotificationPayload = z.infer<typeof ZNotificationPayload>;

/** A stored notification: the payload plus id, read state and time. */
export const ZNotification = ZNotificationPayload.extend({
  id: z.uuid(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** The socket.io event name (SPEC §7). */
export const NOTIFICATION_EVENT = 'notification';
