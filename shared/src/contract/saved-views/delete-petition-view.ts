import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZDeletePetitionViewPayload = callPayload({ id: z.uuid() });
export type TDeletePetitionViewPayload = z.input<typeof ZDeletePetitionViewPayload>;
export const deletePetitionViewCall = defineCall({
  path: '/petition/view-delete',
  summary: 'Delete one of the caller’s saved views.',
  payload: ZDeletePetitionViewPayload,
  result: z.object({ id: z.string(), deleted: z.literal(true) }),
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { id: 'petition_view' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
