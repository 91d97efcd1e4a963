import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { messagePaging, ZMessage, ZMessageCase } from './communication-schemas';

export const ZCommunicationThreadPayload = callPayload({
  petitionId: z.uuid(),
  /** Page 1 holds the newest `perpage` messages; page 2 the ones before them… */
  ...messagePaging,
});
export type TCommunicationThreadPayload = z.input<typeof ZCommunicationThreadPayload>;

export const ZCommunicationThread = z.object({
  case: ZMessageCase,
  /** Oldest first within the page (newest last). */
  data: z.array(ZMessage),
  /** Messages of the thread the caller may see. */
  count: z.number().int(),
  /** Of those, unread by the caller. */
  unread: z.number().int(),
  /** The caller may post internal messages (staff). */
  canPostInternal: z.boolean(),
});
export type TCommunicationThread = z.infer<typeof ZCommunicationThread>;

export const communicationThreadCall = defineCall({
  path: '/communication/thread',
  summary: "A case's messages the caller may see (internal ones for staff only), paged, newest last, with read state.",
  payload: ZCommunicationThreadPayload,
  result: ZCommunicationThread,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', page: 1, perpage: 25 },
});
