import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZContact } from './contact-schemas';

export const ZContactDetailsPayload = callPayload({ contactId: z.uuid() });
export type TContactDetailsPayload = z.input<typeof ZContactDetailsPayload>;

export const contactDetailsCall = defineCall({
  path: '/contact/details',
  summary: 'One contact.',
  payload: ZContactDetailsPayload,
  result: ZContact,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  ids: { contactId: 'contact' },
  example: { contactId: '5f607182-93a4-4b5c-9d6e-7f8091a2b3c4' },
});
