import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { contactFields, ZContact } from './contact-schemas';

export const ZCreateContactPayload = callPayload({ ...contactFields }).superRefine(refinePhone());
export type TCreateContactPayload = z.input<typeof ZCreateContactPayload>;

export const createContactCall = defineCall({
  path: '/contact/create',
  summary: 'Create a contact. 409 CONFLICT with the duplicate’s id when the e-mail exists.',
  payload: ZCreateContactPayload,
  result: ZContact,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  creates: true,
  ids: { categoryIds: 'contact_category' },
  example: { firstName: 'Rebecca', lastName: 'Stone', email: 'rstone@example.test', organisation: 'Stone & Hale CPA', title: 'Partner' },
});
