import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { pagingFields, zPage } from '../people/people-base';
import { ZCustomer, ZCustomerKind } from './customer-schemas';

export const ZCustomerMatcher = z
  .object({
    kinds: z.array(ZCustomerKind).max(2).optional(),
    branchIds: z.array(z.uuid()).max(100).optional(),
    active: z.boolean().optional(),
  })
  .default({});

export const ZListCustomersPayload = callPayload({
  ...pagingFields,
  matcher: ZCustomerMatcher,
  sort: z
    .object({ field: z.enum(['name', 'createdAt']), order: z.union([z.literal(1), z.literal(-1)]).default(1) })
    .default({ field: 'name', order: 1 }),
});
export type TListCustomersPayload = z.input<typeof ZListCustomersPayload>;
export const ZListCustomersResult = zPage(ZCustomer);
export type TListCustomersResult = z.infer<typeof ZListCustomersResult>;

export const listCustomersCall = defineCall({
  path: '/customer/list',
  summary: 'Customers (who pays): petitioner companies and individual clients in one paged list.',
  payload: ZListCustomersPayload,
  result: ZListCustomersResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { page: 1, perpage: 25, matcher: { kinds: ['company'] } },
});
