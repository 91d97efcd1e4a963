import { checkReportFilters, type TReportFilters } from 'shared/contract';
import { REPORT_PAGE_SIZES, type ReportColumn, type ReportFilter, type ReportSort } from 'shared/domain';

/*
 * A report's view lives in the URL so that Back/Forward step through it and a shared link shows
 * the same rows: one search parameter per filter (a date range as `<key>.from` / `<key>.to`, a
 * list as comma-separated values), `page`, `size` and `sort` (`key` ascending, `-key` descending).
 * Values equal to the defaults are left out.
 */

export type ReportPageSize = (typeof REPORT_PAGE_SIZES)[number];

/** One filter's value, in the shape `reports/run` takes. */
export type FilterValue = TReportFilters[string];

export interface ReportUrlState {
  filters: Readonly<Record<string, FilterValue>>;
  page: number;
  pageSize: ReportPageSize;
  sort: ReportSort;
  /** Filters of the link that were not valid for this report (left out, named to the user). */
  ignored: readonly string[];
}

export interface ReportUrlShape {
  filters: readonly ReportFilter[];
  columns: readonly ReportColumn[];
  defaultSort: ReportSort;
}

export const DEFAULT_REPORT_PAGE_SIZE: ReportPageSize = 25;

const list = (raw: string | null): string[] =>
  raw === null
    ? []
    : raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');

const int = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) ? n : Number.NaN;
};

/** The raw value of one filter as read from the URL (checked afterwards against the registry). */
function readFilter(params: URLSearchParams, f: ReportFilter): unknown {
  switch (f.type) {
    case 'dateRange': {
      const from = params.get(`${f.key}.from`) || undefined;
      const to = params.get(`${f.key}.to`) || undefined;
      return from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : undefined;
    }
    case 'caseTypes':
    case 'caseStatuses': {
      const ids = list(params.get(f.key)).map(Number);
      return ids.length ? ids : undefined;
    }
    case 'branches':
    case 'petitioners':
    case 'users':
    case 'multiChoice': {
      const values = list(params.get(f.key));
      return values.length ? values : undefined;
    }
    case 'fiscalYear':
    case 'number':
      return int(params.get(f.key));
    default:
      return params.get(f.key) || undefined;
  }
}

const positive = (raw: string | null, fallback: number): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readReportUrl(params: URLSearchParams, shape: ReportUrlShape): ReportUrlState {
  const filters: Record<string, FilterValue> = {};
  const ignored: string[] = [];
  for (const f of shape.filters) {
    const raw = readFilter(params, f);
    if (raw === undefined) continue;
    const checked = checkReportFilters([f], { [f.key]: raw });
    if (checked.ok && checked.value[f.key] !== undefined) filters[f.key] = checked.value[f.key] as FilterValue;
    else if (!checked.ok) ignored.push(f.label);
  }
  const size = positive(params.get('size'), DEFAULT_REPORT_PAGE_SIZE);
  const rawSort = params.get('sort');
  const asked: ReportSort | null = rawSort
    ? rawSort.startsWith('-')
      ? { key: rawSort.slice(1), order: -1 }
      : { key: rawSort, order: 1 }
    : null;
  const sortable = asked && shape.columns.some((c) => c.sortable && c.key === asked.key);
  const sort: ReportSort = asked && sortable ? asked : shape.defaultSort;
  return {
    filters,
    page: positive(params.get('page'), 1),
    pageSize: (REPORT_PAGE_SIZES as readonly number[]).includes(size)
      ? (size as ReportPageSize)
      : DEFAULT_REPORT_PAGE_SIZE,
    sort,
    ignored,
  };
}

const isEmpty = (v: FilterValue | undefined): boolean =>
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && !Array.isArray(v) && !v.from && !v.to);

/** The URL of a view: only the filters that hold a value, and paging and sort when not the defaults. */
export function writeReportUrl(state: Omit<ReportUrlState, 'ignored'>, shape: ReportUrlShape): URLSearchParams {
  const next = new URLSearchParams();
  for (const f of shape.filters) {
    const v = state.filters[f.key];
    if (isEmpty(v)) continue;
    if (f.type === 'dateRange' && typeof v === 'object' && v !== null && !Array.isArray(v)) {
      if (v.from) next.set(`${f.key}.from`, v.from);
      if (v.to) next.set(`${f.key}.to`, v.to);
    } else if (Array.isArray(v)) next.set(f.key, v.join(','));
    else next.set(f.key, String(v));
  }
  if (state.page > 1) next.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_REPORT_PAGE_SIZE) next.set('size', String(state.pageSize));
  const s = state.sort;
  if (s.key !== shape.defaultSort.key || s.order !== shape.defaultSort.order)
    next.set('sort', `${s.order === -1 ? '-' : ''}${s.key}`);
  return next;
}

/** The filters that hold a value (what `reports/run` and `reports/export` get). */
export function activeFilters(filters: Readonly<Record<string, FilterValue>>): TReportFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => !isEmpty(v))) as TReportFilters;
}
