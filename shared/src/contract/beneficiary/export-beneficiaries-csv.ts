import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCsvExport, zSort } from '../people/people-base';
import { BENEFICIARY_SORT_FIELDS } from './beneficiary-schemas';
import { ZBeneficiaryMatcher } from './list-beneficiaries';

export const ZExportBeneficiariesCsvPayload = callPayload({
  search: z.string().trim().max(200).optional(),
  matcher: ZBeneficiaryMatcher,
  sort: zSort(BENEFICIARY_SORT_FIELDS, 'name'),
});
export type TExportBeneficiariesCsvPayload = z.input<typeof ZExportBeneficiariesCsvPayload>;

export const exportBeneficiariesCsvCall = defineCall({
  path: '/beneficiary/export-csv',
  summary: 'The beneficiary list (same filters as /beneficiary/list, up to 10000 rows) as CSV.',
  payload: ZExportBeneficiariesCsvPayload,
  result: ZCsvExport,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 50] },
  scope: 'tenant',
  example: { matcher: { relation: 'all' } },
});
