import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { contactFields, ZContact } from './contact-schemas';

export const ZUpdateContactPayload = callPayload({
  contactId: z.uuid(),
  ...contactFields,
  firstName: contactFields.firstName.optional(),
  lastName: z.string().trim().max(100).optional(),
}).superRefine(refinePhone());
export type TUpdateContactPayload = z.input<typeof ZUpdateContactPayload>;

export const updateContactCall = defineCall({
  path: '/contact/update',
  summary: 'Change a contact: fields given are replaced.',
  payload: ZUpdateContactPayload,
  result: ZContact,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  ids: { contactId: 'contact', categoryIds: 'contact_category' },
  example: { contactId: '5f607182-93a4-4b5c-9d6e-7f8091a2b3c4', title: 'Managing Partner' },
});
