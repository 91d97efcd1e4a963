import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { targetKey, type CallTarget } from 'shared/query';
import type { ListPageData, ListQuery } from './listTypes';

export type FetchListPage<T> = (query: ListQuery, signal: AbortSignal) => Promise<ListPageData<T>>;

/**
 * One page of a server-side list, cached by the query; the previous page stays shown while the next loads.
 * `source` is the list's declaration (the key derives from it: `[...callKey(decl), 'list', query]`,
 * so `invalidateCalls(client, decl)` refreshes it) or, for lists not yet on the query layer, a key prefix.
 */
export function useListQuery<T>(source: CallTarget, query: ListQuery, fetchPage: FetchListPage<T>) {
  return useQuery({
    queryKey: [...targetKey(source), 'list', query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
