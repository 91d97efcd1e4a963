import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

/** Most options one lookup answers. */
export const USER_LOOKUP_MAX = 50;

/**
 * Pickers (responsible attorney, assignee): the tenant's active internal users (roles 3–13,
 * isExternal ≠ 1), by name. Any internal user may call it — unlike /users/list (managers only) —
 * and it answers only what a picker needs: id, name and role.
 */
export const ZLookupUsersPayload = callPayload({
  /** Part of the name or e-mail, case-insensitive. */
  search: z.string().trim().max(200).optional(),
  /** Only these roles (each 3–13). */
  roleIds: z.array(z.number().int().min(3).max(13)).max(11).optional(),
  /** Resolve these users (e.g. a form's current value), whatever the search says. */
  ids: z.array(z.uuid()).max(USER_LOOKUP_MAX).optional(),
  limit: z.number().int().min(1).max(USER_LOOKUP_MAX).default(20),
});
export type TLookupUsersPayload = z.input<typeof ZLookupUsersPayload>;

export const ZUserLookupItem = z.object({
  id: z.string(),
  name: z.string(),
  roleId: z.number().int(),
});
export type TUserLookupItem = z.infer<typeof ZUserLookupItem>;

export const ZLookupUsersResult = z.object({ data: z.array(ZUserLookupItem) });
export type TLookupUsersResult = z.infer<typeof ZLookupUsersResult>;

export const lookupUsersCall = defineCall({
  path: '/users/lookup',
  summary: 'Pickers: active internal users of the tenant (id, name, role), by name; any internal user.',
  payload: ZLookupUsersPayload,
  result: ZLookupUsersResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  ids: { ids: 'user' },
  example: { search: 'ali', roleIds: [6], limit: 20 },
});
