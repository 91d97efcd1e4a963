import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCsvExport, zSort } from '../people/people-base';
import { COMPANY_SORT_FIELDS } from './company-schemas';
import { ZCompanyMatcher } from './list-companies';

export const ZExportCompaniesCsvPayload = callPayload({
  search: z.string().trim().max(200).optional(),
  matcher: ZCompanyMatcher,
  sort: zSort(COMPANY_SORT_FIELDS, 'name'),
});
export type TExportCompaniesCsvPayload = z.input<typeof ZExportCompaniesCsvPayload>;
export const ZExportCompaniesCsvResult = ZCsvExport;

export const exportCompaniesCsvCall = defineCall({
  path: '/company/export-csv',
  summary: 'The petitioner list (same filters as /company/list, all pages, up to 10000 rows) as CSV.',
  payload: ZExportCompaniesCsvPayload,
  result: ZExportCompaniesCsvResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { matcher: { statusIds: [1] } },
});
