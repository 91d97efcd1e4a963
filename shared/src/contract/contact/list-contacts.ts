import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { pagingFields, zPage } from '../people/people-base';
import { ZContact } from './contact-schemas';

export const ZContactMatcher = z
  .object({ categoryIds: z.array(z.uuid()).max(50).optional(), subscribed: z.boolean().optional() })
  .default({});

export const ZListContactsPayload = callPayload({
  ...pagingFields,
  matcher: ZContactMatcher,
  sort: z
    .object({
      field: z.enum(['name', 'createdAt', 'organisation']),
      order: z.union([z.literal(1), z.literal(-1)]).default(1),
    })
    .default({ field: 'name', order: 1 }),
});
export type TListContactsPayload = z.input<typeof ZListContactsPayload>;
export const ZListContactsResult = zPage(ZContact);
export type TListContactsResult = z.infer<typeof ZListContactsResult>;

export const listContactsCall = defineCall({
  path: '/contact/list',
  summary: 'Contacts, paged, searched (name, e-mail, organisation), filtered by category.',
  payload: ZListContactsPayload,
  result: ZListContactsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { page: 1, perpage: 25, search: 'smith' },
});
