import { z } from 'zod';
import { PAGE_SIZE } from '../../domain/limits';
import { callPayload, defineCall } from '../define-call';
import { ZCaseActivity } from '../petition/petition-schemas';

export const ZRfeActivityListPayload = callPayload({
  petitionId: z.uuid(),
  page: z.number().int().min(1).default(1),
  /** SPEC §9: RFE history pages of 25. */
  perpage: z.number().int().min(1).max(1000).default(PAGE_SIZE.RFE_GC_HISTORY),
});
export type TRfeActivityListPayload = z.input<typeof ZRfeActivityListPayload>;
export const rfeActivityListCall = defineCall({
  path: '/rfe-petition/activity-list',
  summary: "The RFE case's history (25 a page).",
  payload: ZRfeActivityListPayload,
  result: z.object({ data: z.array(ZCaseActivity), count: z.number().int() }),
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
