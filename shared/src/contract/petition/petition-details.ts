import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDetails } from './petition-schemas';

export const ZPetitionDetailsPayload = callPayload({ petitionId: z.uuid() });
export type TPetitionDetailsPayload = z.input<typeof ZPetitionDetailsPayload>;
export const ZPetitionDetailsResult = ZCaseDetails;
export type TPetitionDetailsResult = z.infer<typeof ZPetitionDetailsResult>;

export const petitionDetailsCall = defineCall({
  path: '/petition/details',
  readOnly: true,
  summary: 'One case: parties, dates, assignments, workflow state with who completed what, tracking, outcome, parent and linked cases.',
  payload: ZPetitionDetailsPayload,
  result: ZPetitionDetailsResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
