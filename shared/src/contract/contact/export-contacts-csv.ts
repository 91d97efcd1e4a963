import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCsvExport } from '../people/people-base';
import { ZContactMatcher } from './list-contacts';

export const ZExportContactsCsvPayload = callPayload({
  search: z.string().trim().max(200).optional(),
  matcher: ZContactMatcher,
});

export const exportContactsCsvCall = defineCall({
  path: '/contact/export-csv',
  summary: 'The contact list (same filters as /contact/list) as CSV.',
  payload: ZExportContactsCsvPayload,
  result: ZCsvExport,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { matcher: {} },
});
