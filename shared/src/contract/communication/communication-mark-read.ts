import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZCommunicationMarkReadPayload = callPayload({
  petitionId: z.uuid(),
  /** Read up to this message (inclusive, by time); without it, the whole thread. */
  upToMessageId: z.uuid().optional(),
});
export type TCommunicationMarkReadPayload = z.input<typeof ZCommunicationMarkReadPayload>;

export const communicationMarkReadCall = defineCall({
  path: '/communication/mark-read',
  summary: "Marks the caller's visible messages of a case read; answers how many were newly read and what stays unread.",
  payload: ZCommunicationMarkReadPayload,
  result: z.object({ marked: z.number().int(), unread: z.number().int(), total: z.number().int() }),
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition', upToMessageId: 'message' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
