import { useMemo } from 'react';
import { listBranchesCall } from 'shared/contract';
import { PAGE_SIZE } from 'shared/domain';
import { useCallQuery } from 'shared/query';

/** Branches as select options (SPEC §9 dropdown lists: 100). */
export function useBranchOptions(enabled = true) {
  const query = useCallQuery(
    listBranchesCall,
    { page: 1, perpage: PAGE_SIZE.DROPDOWN },
    { staleTime: 5 * 60_000, enabled },
  );
  return useMemo(() => (query.data?.data ?? []).map((b) => ({ value: b._id, label: b.name })), [query.data]);
}
