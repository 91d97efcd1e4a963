import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZRfeDetails } from './rfe-petition-schemas';

export const ZRfePetitionDetailsPayload = callPayload({ petitionId: z.uuid() });
export type TRfePetitionDetailsPayload = z.input<typeof ZRfePetitionDetailsPayload>;
export const rfePetitionDetailsCall = defineCall({
  path: '/rfe-petition/details',
  summary: 'One RFE case with its parent case, response due date and edit option.',
  payload: ZRfePetitionDetailsPayload,
  result: ZRfeDetails,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
