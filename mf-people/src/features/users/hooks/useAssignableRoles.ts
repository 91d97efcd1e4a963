import { useQuery } from '@tanstack/react-query';
import { rolesListCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { userKeys } from '../api/usersQueries';

/** /users/roles-list: every role of SPEC §6 with its description and whether the caller may give it. */
export function useRoles() {
  const api = useApi();
  return useQuery({
    queryKey: userKeys.roles,
    queryFn: ({ signal }) => api.call(rolesListCall, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
