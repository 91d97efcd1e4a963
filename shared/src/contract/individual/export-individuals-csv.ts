import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCsvExport, zSort } from '../people/people-base';
import { INDIVIDUAL_SORT_FIELDS } from './individual-schemas';
import { ZIndividualMatcher } from './list-individuals';

export const ZExportIndividualsCsvPayload = callPayload({
  search: z.string().trim().max(200).optional(),
  matcher: ZIndividualMatcher,
  sort: zSort(INDIVIDUAL_SORT_FIELDS, 'name'),
});

export const exportIndividualsCsvCall = defineCall({
  path: '/individual/export-csv',
  summary: 'The individual list (same filters as /individual/list) as CSV.',
  payload: ZExportIndividualsCsvPayload,
  result: ZCsvExport,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { matcher: {} },
});
