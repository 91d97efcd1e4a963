import type { QueryClient } from '@tanstack/react-query';

/**
 * Refreshes every list under `root` (pages, boards, filters) but not the `details` entries: the
 * caller has just put the server's answer there, and a refetch would only repeat it.
 */
export const invalidateLists = (queryClient: QueryClient, root: readonly unknown[]): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: root, predicate: (q) => q.queryKey[root.length] !== 'details' });
