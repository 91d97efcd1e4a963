import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import {
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_TEXT,
  ZMessage,
  ZMessageAttachmentInput,
  ZMessageBody,
  ZMessageVisibility,
} from './communication-schemas';

export const ZCommunicationSavePayload = callPayload({
  petitionId: z.uuid(),
  body: ZMessageBody,
  /** Staff choose (default `internal`); petitioners and beneficiaries may send only `shared`. */
  visibility: ZMessageVisibility.optional(),
  /** Users to notify (@name): each must be able to see the message. */
  mentions: z.array(z.uuid()).max(20).default([]),
  /** Files uploaded by the caller with `/s3/upload`; the message holds them. */
  attachments: z.array(ZMessageAttachmentInput).max(MESSAGE_ATTACHMENTS_MAX, MESSAGE_TEXT.tooManyFiles).default([]),
});
export type TCommunicationSavePayload = z.input<typeof ZCommunicationSavePayload>;

export const communicationSaveCall = defineCall({
  path: '/communication/save',
  summary:
    "Post a message on a case's thread: delivered in real time, mentions notified, a shared message mailed with a reply link to clients who are not signed in.",
  payload: ZCommunicationSavePayload,
  result: ZMessage,
  auth: { kind: 'session' },
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition', mentions: 'user' },
  example: {
    petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    body: 'Please upload your last three pay stubs.',
    visibility: 'shared',
  },
});
