import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOperatorTenantId, ZUser } from './user-schemas';

/** Activate or deactivate a user. Deactivation ends their sessions (next call: LOGIN_USER_INACTIVE). */
export const ZManageUserStatusPayload = callPayload({
  tenantId: ZOperatorTenantId,
  userId: z.uuid(),
  status: z.enum(['active', 'inactive']),
});
export type TManageUserStatusPayload = z.input<typeof ZManageUserStatusPayload>;

export const ZManageUserStatusResult = ZUser;
export type TManageUserStatusResult = z.infer<typeof ZManageUserStatusResult>;

export const manageUserStatusCall = defineCall({
  path: '/users/manage-status',
  summary: 'Activate or deactivate a user; deactivation signs them out everywhere.',
  payload: ZManageUserStatusPayload,
  result: ZManageUserStatusResult,
  auth: { kind: 'session', roles: [1, 3, 4] },
  ids: { userId: 'user', tenantId: 'tenant' },
  example: { userId: '00000000-0000-4000-8000-000000000001', status: 'inactive' },
});
