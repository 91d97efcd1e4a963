import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZBranch, ZBranchUser } from './branch-schemas';

export const ZBranchDetailsPayload = callPayload({
  branchId: z.uuid(),
  /** Page of the branch's users. */
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
});
export type TBranchDetailsPayload = z.input<typeof ZBranchDetailsPayload>;

export const ZBranchDetailsResult = ZBranch.extend({
  users: z.array(ZBranchUser),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TBranchDetailsResult = z.infer<typeof ZBranchDetailsResult>;

export const branchDetailsCall = defineCall({
  path: '/branches/details',
  summary: 'A branch with its users (paged). Branch managers: their own branches only.',
  payload: ZBranchDetailsPayload,
  result: ZBranchDetailsResult,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: { branchId: 'branch' },
  example: { branchId: '00000000-0000-4000-8000-000000000001' },
});
