import { callPayload, defineCall } from '../define-call';
import { replyLink, replyToken, ZMessage, ZMessageBody } from './communication-schemas';

export const ZCommunicationReplyPayload = callPayload({ ...replyToken, body: ZMessageBody });

export const communicationReplyCall = defineCall({
  path: '/communication/reply',
  summary: "A client's answer through a reply link: a shared message on that case's thread, delivered to the firm in real time.",
  payload: ZCommunicationReplyPayload,
  result: ZMessage,
  auth: replyLink,
  scope: 'tenant',
  creates: true,
  example: { token: 'link-token', body: 'I uploaded the pay stubs this morning.' },
});
