import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_PAF_CALL_AUTH, ZPafRequest } from './lca-paf-schemas';

export const PAF_REQUEST_SORT_FIELDS = ['receivedOn', 'dueOn', 'answeredOn', 'requesterName'] as const;
export const ZListPafRequestsPayload = callPayload({
  status: z.enum(['open', 'answered', 'all']).default('all'),
  /** The requests of one LCA. */
  lcaId: z.uuid().optional(),
  /** Requester, contact, case number or employer. */
  search: z.string().trim().max(200).optional(),
  sort: z
    .object({ field: z.enum(PAF_REQUEST_SORT_FIELDS), order: z.union([z.literal(1), z.literal(-1)]).default(-1) })
    .default({ field: 'receivedOn', order: -1 }),
  page: z.number().int().min(1).max(100_000).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
});
export type TListPafRequestsPayload = z.input<typeof ZListPafRequestsPayload>;
export const ZListPafRequestsResult = z.object({ data: z.array(ZPafRequest), count: z.number().int(), page: z.number().int(), perpage: z.number().int() });
export type TListPafRequestsResult = z.infer<typeof ZListPafRequestsResult>;

export const listPafRequestsCall = defineCall({
  path: '/lca-paf/requests',
  summary: 'Requests from the public to see a public access file, with their one-working-day deadline (paged, searched and sorted in SQL).',
  payload: ZListPafRequestsPayload,
  result: ZListPafRequestsResult,
  auth: LCA_PAF_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { status: 'open', page: 1, perpage: 25 },
});
