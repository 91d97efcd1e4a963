import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { USER_ADMIN_ROLES } from '../../domain/roles';

export const ZRolesListPayload = callPayload({});
export type TRolesListPayload = z.input<typeof ZRolesListPayload>;

export const ZRoleInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** SPEC §6: 'platform' (1, 2), 'internal' staff (3–13), 'i9' (49), 'external' (50, 51). */
  kind: z.enum(['platform', 'internal', 'i9', 'external']),
  /** Roles 3 and 4. */
  admin: z.boolean(),
  /** The caller may give this role to a user. */
  assignable: z.boolean(),
});
export type TRoleInfo = z.infer<typeof ZRoleInfo>;

export const ZRolesListResult = z.object({ data: z.array(ZRoleInfo) });
export type TRolesListResult = z.infer<typeof ZRolesListResult>;

export const rolesListCall = defineCall({
  path: '/users/roles-list',
  summary: 'Roles of SPEC §6 with names and descriptions; which ones the caller may assign.',
  payload: ZRolesListPayload,
  result: ZRolesListResult,
  auth: { kind: 'session', roles: USER_ADMIN_ROLES },
  example: {},
});
