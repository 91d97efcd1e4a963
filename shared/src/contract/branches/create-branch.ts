import type { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { branchEditableFields, ZBranch } from './branch-schemas';

export const ZCreateBranchPayload = callPayload({ ...branchEditableFields });
export type TCreateBranchPayload = z.input<typeof ZCreateBranchPayload>;

export const ZCreateBranchResult = ZBranch;
export type TCreateBranchResult = z.infer<typeof ZCreateBranchResult>;

export const createBranchCall = defineCall({
  path: '/branches/create',
  summary: 'Admin: add a branch (marks the tenant checklist’s branch setup complete).',
  payload: ZCreateBranchPayload,
  result: ZCreateBranchResult,
  auth: { kind: 'session', roles: [3] },
  scope: 'tenant',
  creates: true,
  example: { name: 'Chicago', code: 'CHI', address: { city: 'Chicago', state: 'IL', zipcode: '60601' } },
});
