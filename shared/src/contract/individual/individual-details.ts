import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZIndividual } from './individual-schemas';

export const ZIndividualDetailsPayload = callPayload({ individualId: z.uuid() });
export type TIndividualDetailsPayload = z.input<typeof ZIndividualDetailsPayload>;

export const individualDetailsCall = defineCall({
  path: '/individual/details',
  summary: 'One individual client, sponsor or investor.',
  payload: ZIndividualDetailsPayload,
  result: ZIndividual,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  ids: { individualId: 'individual' },
  example: { individualId: '4e5f6071-8293-4a4b-8c5d-6e7f8091a2b3' },
});
