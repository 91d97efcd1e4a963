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
