import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZDeleteRfePetitionPayload = callPayload({ petitionId: z.uuid() });
export type TDeleteRfePetitionPayload = z.input<typeof ZDeleteRfePetitionPayload>;
export const deleteRfePetitionCall = defineCall({
  path: '/rfe-petition/delete',
  summary: 'Remove an RFE case (e.g. created by mistake); the parent case and the history stay.',
  payload: ZDeleteRfePetitionPayload,
  result: z.object({ id: z.string(), deleted: z.literal(true) }),
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
