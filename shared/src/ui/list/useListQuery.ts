import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPageData, ListQuery } from './listTypes';

export type FetchListPage<T> = (query: ListQuery, signal: AbortSignal) => Promise<ListPageData<T>>;

/** One page of a server-side list, cached by the query; the previous page stays shown while the next loads. */
export function useListQuery<T>(queryKey: readonly unknown[], query: ListQuery, fetchPage: FetchListPage<T>) {
  return useQuery({
    queryKey: [...queryKey, 'list', query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
