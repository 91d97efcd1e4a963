import type { ReactNode } from 'react';

/** SPEC widget filters: 1 ascending, -1 descending. */
export type SortOrder = 1 | -1;

export interface ListSort {
  /** The server's sort path, e.g. 'name' or 'createdAt'. */
  key: string;
  order: SortOrder;
}

/** What a list asks the server for: one page, a search, filters and a sort. */
export interface ListQuery {
  /** 1-based. */
  page: number;
  perpage: number;
  search: string;
  /** Filter key → selected value ('' = any). */
  filters: Readonly<Record<string, string>>;
  sort: ListSort | null;
}

export interface ListPageData<T> {
  rows: readonly T[];
  /** Matching records across all pages. */
  total: number;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface ListFilterDef {
  key: string;
  label: string;
  options: readonly FilterOption[];
  /** Label of the "no filter" choice; defaults to `All`. */
  anyLabel?: string;
}

/** How a column shows on the mobile card: the title, a subtitle, a labelled field, or not at all. */
export type MobileRole = 'title' | 'subtitle' | 'field' | 'hidden';

export interface ListColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Server sort path; the column is sortable when set. */
  sortKey?: string;
  mobile?: MobileRole;
  align?: 'left' | 'right';
  /** CSS width, e.g. '120px' or '20%'. */
  width?: string;
  /** Long text that may wrap (names, companies); other cells stay on one line. */
  wrap?: boolean;
  /** The column chooser cannot hide it (e.g. the name that opens the row). */
  alwaysVisible?: boolean;
  /** Hidden until the user shows it in the column chooser (keeps the default list narrow). */
  optional?: boolean;
}

/** The paging, search and sort every people list call takes (`pagingFields` and `zSort` in the contract). */
export interface ListPayloadBase<F extends string = string> {
  page: number;
  perpage: number;
  search?: string;
  sort?: { field: F; order: SortOrder };
}

/** `sortFields` are the fields the call accepts; any other sort key is left to the server's default. */
export const toListPayloadBase = <F extends string>(query: ListQuery, sortFields: readonly F[]): ListPayloadBase<F> => {
  const search = searchValue(query);
  const field = sortFields.find((f) => f === query.sort?.key);
  return {
    page: query.page,
    perpage: query.perpage,
    ...(search ? { search } : {}),
    ...(field && query.sort ? { sort: { field, order: query.sort.order } } : {}),
  };
};

/** The export payload: the list's search, matcher and sort, without paging. */
export const withoutPaging = <T extends { page?: number; perpage?: number }>(
  payload: T,
): Omit<T, 'page' | 'perpage'> => {
  const { page: _page, perpage: _perpage, ...rest } = payload;
  return rest;
};

/** The selected filter value, or undefined when "any". */
export const filterValue = (query: ListQuery, key: string): string | undefined => {
  const v = query.filters[key];
  return v === undefined || v === '' ? undefined : v;
};

/** A search string worth sending, or undefined. */
export const searchValue = (query: ListQuery): string | undefined => {
  const v = query.search.trim();
  return v === '' ? undefined : v;
};

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
