import { z } from 'zod';
import { PAGE_SIZE } from '../../domain/limits';
import { callPayload, defineCall } from '../define-call';
import { ZCaseListItem, ZCaseSort } from '../petition/petition-schemas';
import { INTERNAL_ROLES } from '../../domain/roles';

export const ZListRfePetitionsPayload = callPayload({
  /** Only the RFEs of one case. */
  parentId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  /** Open RFEs only (default) or all. */
  includeClosed: z.boolean().default(false),
  sort: ZCaseSort,
  cursor: z.string().max(500).nullable().optional(),
  /** SPEC §9: RFE history pages of 25. */
  perpage: z.number().int().min(1).max(1000).default(PAGE_SIZE.RFE_GC_HISTORY),
});
export type TListRfePetitionsPayload = z.input<typeof ZListRfePetitionsPayload>;
export const ZListRfePetitionsResult = z.object({
  data: z.array(ZCaseListItem),
  count: z.number().int(),
  perpage: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TListRfePetitionsResult = z.infer<typeof ZListRfePetitionsResult>;
export const listRfePetitionsCall = defineCall({
  path: '/rfe-petition/list',
  summary: 'RFE cases (visibility as /petition/list), earliest response due first by default sort choice.',
  payload: ZListRfePetitionsPayload,
  result: ZListRfePetitionsResult,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { parentId: 'petition' },
  example: { sort: { field: 'deadlineDate', order: 1 } },
});
