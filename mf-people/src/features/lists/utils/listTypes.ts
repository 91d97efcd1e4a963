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

export interface ListPage<T> {
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
}

/** Builds the common list payload: 1-based page, perpage, matcher and sorting (SPEC §3 widget filters). */
export interface ListPayloadBase {
  page: number;
  perpage: number;
  sorting?: { path: string; order: SortOrder };
}

export const toListPayloadBase = (query: ListQuery): ListPayloadBase => ({
  page: query.page,
  perpage: query.perpage,
  ...(query.sort ? { sorting: { path: query.sort.key, order: query.sort.order } } : {}),
});

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
