import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCsvExport } from '../people/people-base';
import { ZCustomerMatcher } from './list-customers';

export const ZExportCustomersCsvPayload = callPayload({
  search: z.string().trim().max(200).optional(),
  matcher: ZCustomerMatcher,
});

export const exportCustomersCsvCall = defineCall({
  path: '/customer/export-csv',
  summary: 'The customer list (same filters as /customer/list) as CSV.',
  payload: ZExportCustomersCsvPayload,
  result: ZCsvExport,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { matcher: {} },
});
