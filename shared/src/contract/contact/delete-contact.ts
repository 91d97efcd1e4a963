import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZDeleteContactPayload = callPayload({ contactId: z.uuid() });
export type TDeleteContactPayload = z.input<typeof ZDeleteContactPayload>;

export const deleteContactCall = defineCall({
  path: '/contact/delete',
  summary: 'Delete a contact.',
  payload: ZDeleteContactPayload,
  result: z.object({ id: z.string(), deleted: z.literal(true) }),
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  ids: { contactId: 'contact' },
  example: { contactId: '5f607182-93a4-4b5c-9d6e-7f8091a2b3c4' },
});
