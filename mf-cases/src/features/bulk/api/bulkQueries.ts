import { getPreparerListCall, type TPreparer } from 'shared/contract';
import { useCallQuery } from 'shared/query';

/** Staff who can be assigned to cases (/petition/get-preparer-list), loaded once per screen. */
export function useStaffOptions(enabled = true) {
  return useCallQuery(getPreparerListCall, {}, { select: (r): TPreparer[] => r.data, staleTime: 60_000, enabled });
}
