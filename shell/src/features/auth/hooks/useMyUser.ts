import { useQuery } from '@tanstack/react-query';
import { userDetailsCall } from 'shared/contract';
import { useApi, useSession } from 'shared/session';

export const MY_USER_QUERY_KEY = ['users', 'me'] as const;

/** The signed-in user's own record (/users/details without a userId), from the query cache. */
export function useMyUser() {
  const api = useApi();
  const userId = useSession((s) => s.user?.userId ?? null);
  return useQuery({
    queryKey: [...MY_USER_QUERY_KEY, userId],
    enabled: userId !== null,
    queryFn: () => api.call(userDetailsCall, {}),
  });
}
