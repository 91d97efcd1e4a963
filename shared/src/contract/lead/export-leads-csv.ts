import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCsvExport } from '../people/people-base';
import { ZLeadMatcher } from './list-leads';

export const ZExportLeadsCsvPayload = callPayload({
  search: z.string().trim().max(200).optional(),
  matcher: ZLeadMatcher,
});

export const exportLeadsCsvCall = defineCall({
  path: '/lead/export-csv',
  summary: 'The lead list (same filters as /lead/list) as CSV.',
  payload: ZExportLeadsCsvPayload,
  result: ZCsvExport,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { matcher: {} },
});
