import { z } from 'zod';
import { ZLcaStatusId } from '../../domain/lca';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/iso-date';
import { LCA_CALL_AUTH, ZLcaListItem, ZLcaSort } from './lca-schemas';

export const ZListLcaPayload = callPayload({
  /** Case number, ETA case number, employer, job title, SOC code or beneficiary. */
  search: z.string().trim().max(200).optional(),
  statusIds: z.array(ZLcaStatusId).max(8).optional(),
  petitionerId: z.uuid().optional(),
  /** The LCAs of one H-1B case (requested from it or serving it). */
  caseId: z.uuid().optional(),
  /** Certified LCAs with at least one free position (the inventory to attach a case from). */
  withFreePositions: z.boolean().optional(),
  /** Period ending on or before this day. */
  endingBy: ZIsoDate.optional(),
  sort: ZLcaSort,
  page: z.number().int().min(1).max(100_000).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
});
export type TListLcaPayload = z.input<typeof ZListLcaPayload>;
export const ZListLcaResult = z.object({
  data: z.array(ZLcaListItem),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListLcaResult = z.infer<typeof ZListLcaResult>;

export const listLcaCall = defineCall({
  path: '/lca/list',
  summary: 'LCAs the caller may see, paged, searched, filtered and sorted on the server (positions counted in SQL).',
  payload: ZListLcaPayload,
  result: ZListLcaResult,
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  ids: { petitionerId: 'company', caseId: 'petition' },
  example: { sort: { field: 'updatedAt', order: -1 }, page: 1, perpage: 25 },
});
