import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type ListQuery, type ListSort } from './listTypes';

/*
 * A list's query lives in the URL (so Back from a details page returns to the same page, search,
 * filters and sort). Keys carry an optional prefix when two lists share one route.
 */

export interface ListUrlOptions {
  prefix?: string;
  filterKeys: readonly string[];
  defaultSort?: ListSort | null;
  defaultPerpage?: number;
}

const positiveInt = (raw: string | null, fallback: number): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const parseSort = (raw: string | null, fallback: ListSort | null): ListSort | null => {
  if (raw === null) return fallback;
  if (raw === '' || raw === 'none') return null;
  return raw.startsWith('-') ? { key: raw.slice(1), order: -1 } : { key: raw, order: 1 };
};

export const formatSort = (sort: ListSort | null): string =>
  sort ? `${sort.order === -1 ? '-' : ''}${sort.key}` : 'none';

export const readListQuery = (params: URLSearchParams, options: ListUrlOptions): ListQuery => {
  const p = options.prefix ?? '';
  const defaultPerpage = options.defaultPerpage ?? DEFAULT_PAGE_SIZE;
  const perpage = positiveInt(params.get(`${p}perpage`), defaultPerpage);
  return {
    page: positiveInt(params.get(`${p}page`), 1),
    perpage: (PAGE_SIZE_OPTIONS as readonly number[]).includes(perpage) ? perpage : defaultPerpage,
    search: params.get(`${p}q`) ?? '',
    filters: Object.fromEntries(options.filterKeys.map((k) => [k, params.get(`${p}${k}`) ?? ''])),
    sort: parseSort(params.get(`${p}sort`), options.defaultSort ?? null),
  };
};

/** Writes `query` into a copy of `params`, dropping values equal to their defaults. */
export const writeListQuery = (params: URLSearchParams, query: ListQuery, options: ListUrlOptions): URLSearchParams => {
  const p = options.prefix ?? '';
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(`${p}${key}`) : next.set(`${p}${key}`, value);
  set('page', query.page > 1 ? String(query.page) : null);
  set('perpage', query.perpage !== (options.defaultPerpage ?? DEFAULT_PAGE_SIZE) ? String(query.perpage) : null);
  set('q', query.search.trim() !== '' ? query.search : null);
  for (const key of options.filterKeys) set(key, query.filters[key] ? (query.filters[key] ?? null) : null);
  const sort = formatSort(query.sort);
  set('sort', sort !== formatSort(options.defaultSort ?? null) ? sort : null);
  return next;
};
