import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZCommunicationUnreadCountsPayload = callPayload({});

export const ZCommunicationUnreadCounts = z.object({
  /** Unread messages across every case the caller may see (sidebar badge and bell). */
  total: z.number().int(),
  /** Per case, most unread first, at most 100 cases. */
  cases: z.array(z.object({ petitionId: z.uuid(), caseNumber: z.string(), count: z.number().int() })),
});
export type TCommunicationUnreadCounts = z.infer<typeof ZCommunicationUnreadCounts>;

export const communicationUnreadCountsCall = defineCall({
  path: '/communication/unread-counts',
  summary: "The caller's unread messages: total and per case (counted in SQL; internal ones only for staff).",
  payload: ZCommunicationUnreadCountsPayload,
  result: ZCommunicationUnreadCounts,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: {},
});
