import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { branchEditableFields, ZBranch } from './branch-schemas';

/** Admins edit any branch; branch managers their own (not `active`/`isDefault`). */
export const ZUpdateBranchPayload = callPayload({
  branchId: z.uuid(),
  name: branchEditableFields.name.optional(),
  code: branchEditableFields.code,
  address: branchEditableFields.address,
  isDefault: branchEditableFields.isDefault,
  active: z.boolean().optional(),
});
export type TUpdateBranchPayload = z.input<typeof ZUpdateBranchPayload>;

export const ZUpdateBranchResult = ZBranch;
export type TUpdateBranchResult = z.infer<typeof ZUpdateBranchResult>;

export const updateBranchCall = defineCall({
  path: '/branches/update',
  summary: 'Edit a branch (admins any; branch managers their own).',
  payload: ZUpdateBranchPayload,
  result: ZUpdateBranchResult,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: { branchId: 'branch' },
  example: { branchId: '00000000-0000-4000-8000-000000000001', name: 'New York (Midtown)' },
});
