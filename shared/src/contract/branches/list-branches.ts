import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZBranch } from './branch-schemas';

/** Branch managers see their own branches only; external users none (SPEC §6 guard). */
export const ZListBranchesPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(1000).default(100),
  matcher: z
    .object({
      search: z.string().trim().max(200).optional(),
      active: z.boolean().optional(),
    })
    .default({}),
});
export type TListBranchesPayload = z.input<typeof ZListBranchesPayload>;

export const ZListBranchesResult = z.object({
  data: z.array(ZBranch),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListBranchesResult = z.infer<typeof ZListBranchesResult>;

export const listBranchesCall = defineCall({
  path: '/branches/list',
  summary: 'Branches of the tenant (a branch manager: his own), paged, by name.',
  payload: ZListBranchesPayload,
  result: ZListBranchesResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: { page: 1, perpage: 100 },
});
