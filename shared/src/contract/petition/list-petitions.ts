import { z } from 'zod';
import { ZCaseFilter } from '../../domain/cases/case-filter';
import { callPayload, defineCall } from '../define-call';
import { ZCaseList, ZCaseListItem, ZCaseSort } from './petition-schemas';

/** Filter, search and sort of a case list (shared by list, export and saved views). */
export const caseQueryFields = {
  /** Which list: /cases (default), /ref-cases (RFE), /old-cases, /external-cases. */
  list: ZCaseList.default('cases'),
  /** SPEC §3 case list filter: the base64-encoded JSON matcher kept in the URL. */
  filter: z.string().max(8000).optional(),
  /** The same matcher as an object (wins field by field over `filter`). */
  matcher: ZCaseFilter.optional(),
  /** Case number, custom case number, receipt number, beneficiary or petitioner name. */
  search: z.string().trim().max(200).optional(),
  sort: ZCaseSort,
};

export const ZListPetitionsPayload = callPayload({
  ...caseQueryFields,
  /** From a previous answer's nextCursor: keyset paging on (sort key, id). */
  cursor: z.string().max(500).nullable().optional(),
  perpage: z.number().int().min(1).max(1000).default(25),
  /** Count the matching rows (set false for a cheaper next page). */
  withCount: z.boolean().default(true),
});
export type TListPetitionsPayload = z.input<typeof ZListPetitionsPayload>;

export const ZListPetitionsResult = z.object({
  data: z.array(ZCaseListItem),
  /** Matching rows across pages (null when withCount was false). */
  count: z.number().int().nullable(),
  perpage: z.number().int(),
  nextCursor: z.string().nullable(),
  /** The effective matcher, base64-encoded: put it in the URL to share the filtered list. */
  filter: z.string(),
});
export type TListPetitionsResult = z.infer<typeof ZListPetitionsResult>;

export const listPetitionsCall = defineCall({
  path: '/petition/list',
  readOnly: true,
  summary:
    'Case list: the SPEC §3 base64 filter (every field), search, sort, keyset paging. Admins see the tenant, a branch manager his branches, staff the cases assigned to them (unless casesAccessforAllUsers), a petitioner his companies’ cases, a beneficiary his own.',
  payload: ZListPetitionsPayload,
  result: ZListPetitionsResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: {
    'matcher.petitionerIds': 'company',
    'matcher.beneficiaryIds': 'beneficiary',
    'matcher.branchIds': 'branch',
  },
  example: { list: 'cases', matcher: { statusIds: [3, 4], getActiveCases: true }, sort: { field: 'deadlineDate', order: 1 }, perpage: 25 },
});
