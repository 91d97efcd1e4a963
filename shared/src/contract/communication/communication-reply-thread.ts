import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { replyLink, replyToken, ZMessage } from './communication-schemas';

export const ZCommunicationReplyThreadPayload = callPayload({ ...replyToken });

export const ZCommunicationReplyThread = z.object({
  firmName: z.string(),
  caseNumber: z.string(),
  /** Who the link was sent to (the reply is posted in this name). */
  recipientName: z.string(),
  /** The thread's shared messages, newest last (the latest 100). */
  data: z.array(ZMessage),
  expiresAt: z.string(),
});
export type TCommunicationReplyThread = z.infer<typeof ZCommunicationReplyThread>;

export const communicationReplyThreadCall = defineCall({
  path: '/communication/reply-thread',
  summary: "The reply page: the case thread's shared messages, for the client the link was mailed to (no login).",
  payload: ZCommunicationReplyThreadPayload,
  result: ZCommunicationReplyThread,
  auth: replyLink,
  scope: 'tenant',
  example: { token: 'link-token' },
});
