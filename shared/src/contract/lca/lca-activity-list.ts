import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseActivity } from '../petition/petition-schemas';
import { LCA_CALL_AUTH, ZLcaIdPayload } from './lca-schemas';

export const ZLcaActivityListPayload = callPayload({
  ...ZLcaIdPayload,
  page: z.number().int().min(1).max(100_000).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
});
export const lcaActivityListCall = defineCall({
  path: '/lca/activity-list',
  summary: "The LCA's history (requests, changes, status moves, cases attached and detached, link fills), newest first.",
  payload: ZLcaActivityListPayload,
  result: z.object({ data: z.array(ZCaseActivity), count: z.number().int() }),
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
