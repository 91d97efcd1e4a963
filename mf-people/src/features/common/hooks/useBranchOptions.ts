import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listBranchesCall } from 'shared/contract';
import { PAGE_SIZE } from 'shared/domain';
import { useApi } from 'shared/session';

/** Branches as select options (SPEC §9 dropdown lists: 100). */
export function useBranchOptions(enabled = true) {
  const api = useApi();
  const query = useQuery({
    queryKey: ['people', 'branch-options'],
    queryFn: ({ signal }) => api.call(listBranchesCall, { page: 1, perpage: PAGE_SIZE.DROPDOWN }, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
  return useMemo(() => (query.data?.data ?? []).map((b) => ({ value: b._id, label: b.name })), [query.data]);
}
