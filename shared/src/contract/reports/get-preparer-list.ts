import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';

export const ZGetPreparerListPayload = callPayload({
  /** Narrow to users of these roles (default: every staff role that can be assigned to a case). */
  roleIds: z.array(z.number().int()).max(20).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TGetPreparerListPayload = z.input<typeof ZGetPreparerListPayload>;
export const ZPreparer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
});
export type TPreparer = z.infer<typeof ZPreparer>;
export const ZGetPreparerListResult = z.object({ data: z.array(ZPreparer) });

export const getPreparerListCall = defineCall({
  path: '/petition/get-preparer-list',
  summary:
    'Active staff who can prepare or be assigned to cases (attorneys, paralegals, supervisors, documentation staff, front office), by role.',
  payload: ZGetPreparerListPayload,
  result: ZGetPreparerListResult,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  example: { roleIds: [6, 8] },
});
