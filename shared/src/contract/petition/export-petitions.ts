import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { caseQueryFields } from './list-petitions';
import { ZCaseColumn, ZFileDownload } from './petition-schemas';

export const ZExportPetitionsPayload = callPayload({
  ...caseQueryFields,
  /** Columns in order (default: every column). */
  columns: z.array(ZCaseColumn).min(1).max(40).optional(),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type TExportPetitionsPayload = z.input<typeof ZExportPetitionsPayload>;

export const exportPetitionsCall = defineCall({
  path: '/petition/export',
  summary: 'The filtered case list (same filter, search, sort and visibility as /petition/list; up to 10000 rows) as CSV or XLSX.',
  payload: ZExportPetitionsPayload,
  result: ZFileDownload,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 50] },
  scope: 'tenant',
  ids: {
    'matcher.petitionerIds': 'company',
    'matcher.beneficiaryIds': 'beneficiary',
    'matcher.branchIds': 'branch',
  },
  example: { list: 'cases', format: 'csv' },
});
