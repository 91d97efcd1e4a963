import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZMessageVisibility } from './communication-schemas';

export const ZCommunicationUserListPayload = callPayload({
  petitionId: z.uuid(),
  /** Who may see a message of this visibility (default `shared`): internal ones reach staff only. */
  visibility: ZMessageVisibility.optional(),
  /** Name or e-mail starts with / contains. */
  search: z.string().trim().max(100).optional(),
});
export type TCommunicationUserListPayload = z.input<typeof ZCommunicationUserListPayload>;

export const ZCommunicationUser = z.object({
  userId: z.uuid(),
  name: z.string(),
  roleId: z.number().int(),
  /** Firm staff (false: the petitioner's people and the beneficiary). */
  staff: z.boolean(),
});
export type TCommunicationUser = z.infer<typeof ZCommunicationUser>;

export const communicationUserListCall = defineCall({
  path: '/communication/user-list',
  summary: "The people who can see a case's messages of a visibility: who may be mentioned (@name). At most 100.",
  payload: ZCommunicationUserListPayload,
  result: z.object({ data: z.array(ZCommunicationUser) }),
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', visibility: 'internal' },
});
