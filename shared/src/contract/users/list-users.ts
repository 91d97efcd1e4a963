import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOperatorTenantId, ZUser, ZUserStatus } from './user-schemas';

export const USER_SORT_FIELDS = ['name', 'email', 'roleId', 'status', 'createdAt', 'lastLoginAt'] as const;

/** Server-side paged list. Branch managers see the users of their branches only. */
export const ZListUsersPayload = callPayload({
  tenantId: ZOperatorTenantId,
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
  matcher: z
    .object({
      /** Part of the name or e-mail, case-insensitive. */
      search: z.string().trim().max(200).optional(),
      roleIds: z.array(z.number().int()).max(20).optional(),
      statuses: z.array(ZUserStatus).max(5).optional(),
      branchId: z.uuid().optional(),
      isExternal: z.union([z.literal(0), z.literal(1)]).optional(),
    })
    .default({}),
  sort: z
    .object({
      field: z.enum(USER_SORT_FIELDS).default('name'),
      /** 1 ascending, -1 descending (SPEC §3 sorting). */
      order: z.union([z.literal(1), z.literal(-1)]).default(1),
    })
    .default({ field: 'name', order: 1 }),
});
export type TListUsersPayload = z.input<typeof ZListUsersPayload>;

export const ZListUsersResult = z.object({
  data: z.array(ZUser),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListUsersResult = z.infer<typeof ZListUsersResult>;

export const listUsersCall = defineCall({
  path: '/users/list',
  summary: 'Users, paged; search by name or e-mail, filter by role, status, branch; sorted.',
  payload: ZListUsersPayload,
  result: ZListUsersResult,
  auth: { kind: 'session', roles: [1, 3, 4] },
  ids: { 'matcher.branchId': 'branch', tenantId: 'tenant' },
  example: { page: 1, perpage: 25, matcher: { search: 'ali' }, sort: { field: 'name', order: 1 } },
});
