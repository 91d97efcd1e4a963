import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZLead } from './lead-schemas';

export const ZLeadDetailsPayload = callPayload({ leadId: z.uuid() });
export type TLeadDetailsPayload = z.input<typeof ZLeadDetailsPayload>;

export const leadDetailsCall = defineCall({
  path: '/lead/details',
  summary: 'One lead with its notes.',
  payload: ZLeadDetailsPayload,
  result: ZLead,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  ids: { leadId: 'lead' },
  example: { leadId: '60718293-a4b5-4c6d-8e7f-8091a2b3c4d5' },
});
