import { CASE_SORT_FIELDS } from 'shared/contract/case-list';
import type { TCaseSort } from 'shared/contract';
import { decodeCaseFilter, encodeCaseFilter } from 'shared/domain/cases/case-filter';
import type { TCaseFilter } from 'shared/domain';

/*
 * A case list's state in the URL, so a filtered list can be shared: `filter` is the SPEC §3
 * base64 matcher (the domain codec), `q` the search, `sort` the sort (`-updatedAt`), `perpage`
 * the page size and `after` the keyset cursor of the page shown.
 */

export const CASE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_CASE_PAGE_SIZE = 25;
export const DEFAULT_CASE_SORT: TCaseSort = { field: 'updatedAt', order: -1 };

type SortField = TCaseSort['field'];

export interface CaseListUrlState {
  filter: TCaseFilter;
  /** Why the link's filter was ignored, when it could not be read. */
  filterError: string | null;
  search: string;
  sort: TCaseSort;
  perpage: number;
  /** Cursor of the page shown (null: the first page). */
  after: string | null;
}

const isSortField = (v: string): v is SortField => (CASE_SORT_FIELDS as readonly string[]).includes(v);

export const parseCaseSort = (raw: string | null): TCaseSort => {
  if (!raw) return DEFAULT_CASE_SORT;
  const desc = raw.startsWith('-');
  const field = desc ? raw.slice(1) : raw;
  return isSortField(field) ? { field, order: desc ? -1 : 1 } : DEFAULT_CASE_SORT;
};

export const formatCaseSort = (sort: TCaseSort): string => `${sort.order === -1 ? '-' : ''}${sort.field}`;

export const readCaseListUrl = (params: URLSearchParams): CaseListUrlState => {
  const decoded = decodeCaseFilter(params.get('filter'));
  const perpage = Number(params.get('perpage'));
  return {
    filter: decoded.filter,
    filterError: decoded.error,
    search: params.get('q') ?? '',
    sort: parseCaseSort(params.get('sort')),
    perpage: (CASE_PAGE_SIZES as readonly number[]).includes(perpage) ? perpage : DEFAULT_CASE_PAGE_SIZE,
    after: params.get('after') || null,
  };
};

export const isEmptyFilter = (filter: TCaseFilter): boolean =>
  Object.values(filter).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));

/** Writes the state into a copy of `params`; defaults are left out so links stay short. */
export const writeCaseListUrl = (
  params: URLSearchParams,
  state: Omit<CaseListUrlState, 'filterError'>,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('filter', isEmptyFilter(state.filter) ? null : encodeCaseFilter(state.filter));
  set('q', state.search.trim() ? state.search.trim() : null);
  const sort = formatCaseSort(state.sort);
  set('sort', sort === formatCaseSort(DEFAULT_CASE_SORT) ? null : sort);
  set('perpage', state.perpage === DEFAULT_CASE_PAGE_SIZE ? null : String(state.perpage));
  set('after', state.after);
  return next;
};

/** How many filter fields are set (the badge on the Filters button). */
export const countFilterFields = (filter: TCaseFilter): number =>
  Object.values(filter).filter((v) => v !== undefined && !(Array.isArray(v) && v.length === 0)).length;
