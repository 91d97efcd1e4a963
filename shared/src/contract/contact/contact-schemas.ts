import { z } from 'zod';
import { ZAddress, ZPeopleEmail, zOptText } from '../people/people-base';

export const ZContactCategory = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  active: z.boolean(),
  contactCount: z.number().int(),
});
export type TContactCategory = z.infer<typeof ZContactCategory>;

export const contactFields = {
  firstName: z.string().trim().min(1, 'Please fill First Name .').max(100),
  lastName: z.string().trim().max(100).default(''),
  email: ZPeopleEmail.nullable().optional(),
  phone: zOptText(40),
  countryCallingCode: zOptText(6),
  organisation: zOptText(300),
  title: zOptText(200),
  categoryIds: z.array(z.uuid()).max(20).optional(),
  address: ZAddress.nullable().optional(),
  notes: zOptText(4000),
  /** Accepts e-mail campaigns (unsubscribed contacts are false). */
  subscribed: z.boolean().optional(),
};

export const ZContact = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isTemporaryEmail: z.boolean(),
  phone: z.string().nullable(),
  countryCallingCode: z.string().nullable(),
  organisation: z.string().nullable(),
  title: z.string().nullable(),
  categoryIds: z.array(z.string()),
  categories: z.array(z.object({ id: z.string(), name: z.string(), color: z.string().nullable() })),
  address: ZAddress.nullable(),
  notes: z.string().nullable(),
  subscribed: z.boolean(),
  /** manual, lead_form, import, lead (converted). */
  source: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContact = z.infer<typeof ZContact>;
