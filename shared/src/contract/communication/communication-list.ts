import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { messagePaging, ZMessage, ZMessageCase, ZMessageVisibility } from './communication-schemas';

export const ZCommunicationListPayload = callPayload({
  /** One case only. */
  petitionId: z.uuid().optional(),
  visibility: ZMessageVisibility.optional(),
  /** Only messages the caller has not read. */
  unread: z.boolean().optional(),
  /** Words in the body, the author's name or the case number. */
  search: z.string().trim().max(200).optional(),
  ...messagePaging,
});
export type TCommunicationListPayload = z.input<typeof ZCommunicationListPayload>;

export const ZCommunicationListItem = ZMessage.extend({ case: ZMessageCase });
export type TCommunicationListItem = z.infer<typeof ZCommunicationListItem>;

export const communicationListCall = defineCall({
  path: '/communication/list',
  summary: 'Messages across the cases the caller may see, newest first, with filters (case, visibility, unread, search).',
  payload: ZCommunicationListPayload,
  result: z.object({ data: z.array(ZCommunicationListItem), count: z.number().int() }),
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { unread: true, page: 1, perpage: 25 },
});
