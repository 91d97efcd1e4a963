import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZContactCategory } from './contact-schemas';

export const ZSaveContactCategoryPayload = callPayload({
  /** Absent: create. */
  id: z.uuid().optional(),
  name: z.string().trim().min(1, 'Please fill Category Name .').max(100),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #RRGGBB')
    .nullable()
    .optional(),
  active: z.boolean().optional(),
});
export type TSaveContactCategoryPayload = z.input<typeof ZSaveContactCategoryPayload>;

export const saveContactCategoryCall = defineCall({
  path: '/contact/category-save',
  summary: 'Create or change a contact category (names are unique per tenant: 409 otherwise).',
  payload: ZSaveContactCategoryPayload,
  result: ZContactCategory,
  auth: { kind: 'session', roles: [3, 4, 5] },
  scope: 'tenant',
  creates: true,
  ids: { id: 'contact_category' },
  example: { name: 'Referral partners', color: '#2f6fed' },
});
