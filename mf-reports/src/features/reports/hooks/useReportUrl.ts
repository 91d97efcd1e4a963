import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ReportSort } from 'shared/domain';
import {
  readReportUrl,
  writeReportUrl,
  type FilterValue,
  type ReportPageSize,
  type ReportUrlShape,
  type ReportUrlState,
} from '../utils/reportUrl';

export interface ReportUrlApi {
  state: ReportUrlState;
  setFilters(filters: Readonly<Record<string, FilterValue>>): void;
  setSort(sort: ReportSort): void;
  setPage(page: number): void;
  setPageSize(pageSize: ReportPageSize): void;
}

/**
 * The report's filters, page, size and sort in the URL. Every change is a new history entry
 * (Back undoes a filter, a sort or a page turn); filters and sort go back to page 1.
 */
export function useReportUrl(shape: ReportUrlShape): ReportUrlApi {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = useMemo(() => readReportUrl(params, shape), [params, shape]);

  const go = useCallback(
    (next: Omit<ReportUrlState, 'ignored'>) => {
      const search = writeReportUrl(next, shape).toString();
      navigate({ pathname, search: search ? `?${search}` : '' });
    },
    [navigate, pathname, shape],
  );

  return useMemo(
    () => ({
      state,
      setFilters: (filters) => go({ ...state, filters, page: 1 }),
      setSort: (sort) => go({ ...state, sort, page: 1 }),
      setPage: (page) => go({ ...state, page: Math.max(1, page) }),
      setPageSize: (pageSize) => go({ ...state, pageSize, page: 1 }),
    }),
    [state, go],
  );
}
