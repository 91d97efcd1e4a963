import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { pagingFields, zPage, zSort } from '../people/people-base';
import { INDIVIDUAL_SORT_FIELDS, ZIndividualAccountType, ZIndividualListItem } from './individual-schemas';

export const ZIndividualMatcher = z
  .object({
    accountTypes: z.array(ZIndividualAccountType).max(3).optional(),
    branchIds: z.array(z.uuid()).max(100).optional(),
    statuses: z
      .array(z.enum(['active', 'inactive']))
      .max(2)
      .optional(),
  })
  .default({});

export const ZListIndividualsPayload = callPayload({
  ...pagingFields,
  matcher: ZIndividualMatcher,
  sort: zSort(INDIVIDUAL_SORT_FIELDS, 'name'),
});
export type TListIndividualsPayload = z.input<typeof ZListIndividualsPayload>;
export const ZListIndividualsResult = zPage(ZIndividualListItem);
export type TListIndividualsResult = z.infer<typeof ZListIndividualsResult>;

export const listIndividualsCall = defineCall({
  path: '/individual/list',
  summary: 'Individual clients, sponsors and investors, paged, searched, filtered by account type.',
  payload: ZListIndividualsPayload,
  result: ZListIndividualsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { page: 1, perpage: 25, matcher: { accountTypes: ['Sponsor'] } },
});
