import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZRemoveNotificationsPayload = callPayload({
  id: z.uuid().optional(),
  ids: z.array(z.uuid()).max(500).optional(),
  /** Remove all of the user's notifications. */
  all: z.boolean().optional(),
}).refine((p) => p.id !== undefined || (p.ids?.length ?? 0) > 0 || p.all === true, {
  message: 'Give id, ids or all',
  path: ['id'],
});
export type TRemoveNotificationsPayload = z.input<typeof ZRemoveNotificationsPayload>;

export const ZRemoveNotificationsResult = z.object({
  data: z.object({ removed: z.number().int() }),
});
export type TRemoveNotificationsResult = z.infer<typeof ZRemoveNotificationsResult>;

export const removeNotificationsCall = defineCall({
  path: '/notify/remove',
  summary: 'Remove notifications of the signed-in user (by id, or all).',
  payload: ZRemoveNotificationsPayload,
  result: ZRemoveNotificationsResult,
  auth: { kind: 'session' },
  ids: { id: 'notification', ids: 'notification' },
  example: { all: true },
});
