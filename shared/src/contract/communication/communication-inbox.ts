import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { messagePaging, ZMessage, ZMessageCase } from './communication-schemas';

export const ZCommunicationInboxPayload = callPayload({
  /** Only threads with unread messages. */
  unread: z.boolean().optional(),
  /** Words in a message of the thread, an author's name, the case number or the beneficiary / petitioner name. */
  search: z.string().trim().max(200).optional(),
  ...messagePaging,
});
export type TCommunicationInboxPayload = z.input<typeof ZCommunicationInboxPayload>;

export const ZCommunicationInboxItem = z.object({
  case: ZMessageCase,
  /** The newest message of the thread the caller may see. */
  last: ZMessage,
  unread: z.number().int(),
  count: z.number().int(),
});
export type TCommunicationInboxItem = z.infer<typeof ZCommunicationInboxItem>;

export const communicationInboxCall = defineCall({
  path: '/communication/inbox',
  summary: 'One row per case thread the caller may see (newest activity first): last message, unread count; unread filter and search.',
  payload: ZCommunicationInboxPayload,
  result: z.object({ data: z.array(ZCommunicationInboxItem), count: z.number().int() }),
  auth: { kind: 'session' },
  scope: 'tenant',
  example: { unread: false, search: 'pay stubs', page: 1, perpage: 25 },
});
