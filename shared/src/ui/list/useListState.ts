import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListQuery, ListSort } from './listTypes';
import { readListQuery, writeListQuery, type ListUrlOptions } from './listUrlState';

export interface ListStateApi {
  query: ListQuery;
  setPage(page: number): void;
  setPerpage(perpage: number): void;
  setSearch(search: string): void;
  setFilter(key: string, value: string): void;
  setSort(sort: ListSort | null): void;
  clearFilters(): void;
}

/** A list's page, search, filters and sort, kept in the URL query. Any change but paging goes back to page 1. */
export function useListState(options: ListUrlOptions): ListStateApi {
  const [params, setParams] = useSearchParams();
  const { prefix, defaultPerpage } = options;
  const sortKey = options.defaultSort?.key;
  const sortOrder = options.defaultSort?.order;
  // Callers pass fresh arrays and objects each render; the options' identity is their values.
  const filterKeysKey = options.filterKeys.join('|');
  const stable = useMemo<ListUrlOptions>(
    () => ({
      prefix,
      defaultPerpage,
      defaultSort: sortKey !== undefined && sortOrder !== undefined ? { key: sortKey, order: sortOrder } : null,
      filterKeys: filterKeysKey ? filterKeysKey.split('|') : [],
    }),
    [prefix, defaultPerpage, sortKey, sortOrder, filterKeysKey],
  );
  const query = useMemo(() => readListQuery(params, stable), [params, stable]);

  const update = useCallback(
    (change: (q: ListQuery) => ListQuery) => {
      setParams((current) => writeListQuery(current, change(readListQuery(current, stable)), stable), {
        replace: true,
      });
    },
    [setParams, stable],
  );

  return useMemo(
    () => ({
      query,
      setPage: (page) => update((q) => ({ ...q, page: Math.max(1, page) })),
      setPerpage: (perpage) => update((q) => ({ ...q, perpage, page: 1 })),
      setSearch: (search) => update((q) => (q.search === search ? q : { ...q, search, page: 1 })),
      setFilter: (key, value) => update((q) => ({ ...q, filters: { ...q.filters, [key]: value }, page: 1 })),
      setSort: (sort) => update((q) => ({ ...q, sort, page: 1 })),
      clearFilters: () =>
        update((q) => ({
          ...q,
          search: '',
          filters: Object.fromEntries(Object.keys(q.filters).map((k) => [k, ''])),
          page: 1,
        })),
    }),
    [query, update],
  );
}
