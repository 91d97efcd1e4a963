import { useQuery } from '@tanstack/react-query';
import { getPreparerListCall, type TPreparer } from 'shared/contract';
import { useApi } from 'shared/session';

/** Staff who can be assigned to cases (/petition/get-preparer-list), loaded once per screen. */
export function useStaffOptions(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['cases', 'preparers'],
    queryFn: ({ signal }) => api.call(getPreparerListCall, {}, { signal }),
    select: (r): TPreparer[] => r.data,
    staleTime: 60_000,
    enabled,
  });
}
