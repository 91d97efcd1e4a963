import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_PAF_CALL_AUTH, ZLcaPafListItem } from './lca-paf-schemas';

export const LCA_PAF_LIST_VIEWS = ['certified', 'purge', 'all'] as const;
export const LCA_PAF_SORT_FIELDS = ['dueOn', 'certifiedOn', 'keepUntil', 'caseNumber', 'employerName'] as const;

export const ZListLcaPafsPayload = callPayload({
  /** certified: LCAs with a PAF to keep (certified); purge: past retention, may be destroyed; all. */
  view: z.enum(LCA_PAF_LIST_VIEWS).default('certified'),
  /** Case number, ETA case number, employer or job title. */
  search: z.string().trim().max(200).optional(),
  sort: z
    .object({ field: z.enum(LCA_PAF_SORT_FIELDS), order: z.union([z.literal(1), z.literal(-1)]).default(1) })
    .default({ field: 'dueOn', order: -1 }),
  page: z.number().int().min(1).max(100_000).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
});
export type TListLcaPafsPayload = z.input<typeof ZListLcaPafsPayload>;
export const ZListLcaPafsResult = z.object({ data: z.array(ZLcaPafListItem), count: z.number().int(), page: z.number().int(), perpage: z.number().int() });
export type TListLcaPafsResult = z.infer<typeof ZListLcaPafsResult>;

export const listLcaPafsCall = defineCall({
  path: '/lca-paf/list',
  summary: 'LCAs with their PAF deadline, generated file and retention date (paged, searched and sorted in SQL); the purge view lists what may be destroyed.',
  payload: ZListLcaPafsPayload,
  result: ZListLcaPafsResult,
  auth: LCA_PAF_CALL_AUTH,
  scope: 'tenant',
  example: { view: 'certified', page: 1, perpage: 25 },
});
