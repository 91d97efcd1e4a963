import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { pagingFields, zPage, zSort } from '../people/people-base';
import { COMPANY_SORT_FIELDS, ZCompanyListItem } from './company-schemas';

export const ZCompanyMatcher = z
  .object({
    statusIds: z.array(z.number().int()).max(50).optional(),
    branchIds: z.array(z.uuid()).max(100).optional(),
    ids: z.array(z.uuid()).max(1000).optional(),
  })
  .default({});

export const ZListCompaniesPayload = callPayload({
  ...pagingFields,
  matcher: ZCompanyMatcher,
  sort: zSort(COMPANY_SORT_FIELDS, 'name'),
});
export type TListCompaniesPayload = z.input<typeof ZListCompaniesPayload>;

export const ZListCompaniesResult = zPage(ZCompanyListItem);
export type TListCompaniesResult = z.infer<typeof ZListCompaniesResult>;

export const listCompaniesCall = defineCall({
  path: '/company/list',
  readOnly: true,
  summary: 'Petitioner companies, paged (page or keyset cursor), searched, filtered by status and branch, sorted.',
  payload: ZListCompaniesPayload,
  result: ZListCompaniesResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: { page: 1, perpage: 25, search: 'tech', matcher: { statusIds: [1] }, sort: { field: 'name', order: 1 } },
});
