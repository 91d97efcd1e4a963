import {
  rolesListCall,
  listUsersCall,
  lookupUsersCall,
  USER_SORT_FIELDS,
  type TListUsersPayload,
  type TUserStatus,
} from 'shared/contract';
import { callKey, moduleKey, useCallQuery } from 'shared/query';
import type { ApiClient } from 'shared/client';
import { filterValue, type ListQuery, type SelectOption, searchValue } from 'shared/ui';
import { listPageFetcher } from '../../people/api/entityQueries';
import { ROLE_NAMES, type RoleId } from 'shared/domain';

/** Cache keys of the users feature, derived from the declarations (shared/query). */
export const userKeys = {
  /** Every /users call: lists, roles, lookups (and the signed-in user's own record). */
  all: moduleKey(listUsersCall.module),
  roles: callKey(rolesListCall),
};

/** /users/roles-list: every role of SPEC §6 with its description and whether the caller may give it. */
export const useRoles = () => useCallQuery(rolesListCall, {}, { staleTime: 10 * 60_000 });

/** Filters of the users list: role, status and branch (URL query keys). */
export const USER_FILTER_KEYS = { role: 'role', status: 'status', branch: 'branch' } as const;

export const USER_STATUS_LABELS: Record<TUserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  invited: 'Invited',
  pending_verification: 'Pending verification',
  locked: 'Locked',
};

const sortField = (key: string | undefined) => USER_SORT_FIELDS.find((f) => f === key);

export const toUserListPayload = (query: ListQuery): TListUsersPayload => {
  const role = filterValue(query, USER_FILTER_KEYS.role);
  const status = filterValue(query, USER_FILTER_KEYS.status) as TUserStatus | undefined;
  const branch = filterValue(query, USER_FILTER_KEYS.branch);
  const search = searchValue(query);
  const field = sortField(query.sort?.key);
  return {
    page: query.page,
    perpage: Math.min(query.perpage, 100),
    matcher: {
      ...(search ? { search } : {}),
      ...(role ? { roleIds: [Number(role)] } : {}),
      ...(status ? { statuses: [status] } : {}),
      ...(branch ? { branchId: branch } : {}),
    },
    ...(field && query.sort ? { sort: { field, order: query.sort.order } } : {}),
  };
};

export const fetchUserPage = listPageFetcher(listUsersCall, toUserListPayload);

/** Roles a responsible attorney may have (the beneficiary calls accept 3–11). */
export const ATTORNEY_PICKER_ROLES = [3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Options of a user picker from /users/lookup (any internal user may call it). */
export const lookupUserOptions =
  (api: ApiClient, roleIds: readonly number[] = ATTORNEY_PICKER_ROLES) =>
  async (search: string, signal: AbortSignal): Promise<SelectOption[]> => {
    const result = await api.call(
      lookupUsersCall,
      { ...(search.trim() ? { search: search.trim() } : {}), roleIds: [...roleIds], limit: 20 },
      { signal },
    );
    return result.data.map((u) => ({ value: u.id, label: u.name, description: ROLE_NAMES[u.roleId as RoleId] }));
  };
