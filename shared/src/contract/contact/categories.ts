import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZContactCategory } from './contact-schemas';

export const ZListContactCategoriesPayload = callPayload({
  /** Include inactive categories (default: only active). */
  includeInactive: z.boolean().default(false),
});
export type TListContactCategoriesPayload = z.input<typeof ZListContactCategoriesPayload>;
export const ZListContactCategoriesResult = z.object({ data: z.array(ZContactCategory) });
export type TListContactCategoriesResult = z.infer<typeof ZListContactCategoriesResult>;

export const listContactCategoriesCall = defineCall({
  path: '/contact/category-list',
  summary: 'Contact categories of the tenant with their contact counts (/category-list).',
  payload: ZListContactCategoriesPayload,
  result: ZListContactCategoriesResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { includeInactive: false },
});

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
