import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { TCaseSort } from 'shared/contract';
import type { TCaseFilter } from 'shared/domain';
import { readCaseListUrl, writeCaseListUrl, type CaseListUrlState } from '../utils/caseListUrl';

/** The cursors of the pages before the one shown, kept in the history entry (not the link). */
interface PagingHistoryState {
  caseListCursors?: (string | null)[];
}

export interface CaseListUrlApi {
  state: CaseListUrlState;
  /** 1-based number of the page shown. */
  pageNumber: number;
  hasPrevious: boolean;
  setFilter(filter: TCaseFilter): void;
  setSearch(search: string): void;
  setSort(sort: TCaseSort): void;
  setPerpage(perpage: number): void;
  /** Apply filter, search and sort at once (a saved view). */
  applyView(view: { filter: TCaseFilter; search: string; sort: TCaseSort }): void;
  nextPage(cursor: string): void;
  previousPage(): void;
  firstPage(): void;
}

/** Filter, search, sort, page size and keyset page of a case list, kept in the URL. */
export function useCaseListUrl(): CaseListUrlApi {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readCaseListUrl(params), [params]);
  const cursors = useMemo(() => {
    const raw = (location.state as PagingHistoryState | null)?.caseListCursors;
    return state.after && Array.isArray(raw) ? raw : [];
  }, [location.state, state.after]);

  const replace = useCallback(
    (change: (s: CaseListUrlState) => Partial<CaseListUrlState>) => {
      setParams(
        (current) => {
          const now = readCaseListUrl(current);
          return writeCaseListUrl(current, { ...now, after: null, ...change(now) });
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const goTo = useCallback(
    (after: string | null, stack: (string | null)[]) => {
      const next = writeCaseListUrl(params, { ...state, after });
      const search = next.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '' },
        {
          state: { caseListCursors: stack } satisfies PagingHistoryState,
        },
      );
    },
    [navigate, location.pathname, params, state],
  );

  return {
    state,
    pageNumber: state.after ? cursors.length + 1 : 1,
    hasPrevious: state.after !== null,
    setFilter: (filter) => replace(() => ({ filter })),
    setSearch: (search) => replace((s) => (s.search === search.trim() ? { after: s.after } : { search })),
    setSort: (sort) => replace(() => ({ sort })),
    setPerpage: (perpage) => replace(() => ({ perpage })),
    applyView: (view) => replace(() => view),
    nextPage: (cursor) => goTo(cursor, [...cursors, state.after]),
    previousPage: () => {
      if (cursors.length === 0) goTo(null, []);
      else goTo(cursors[cursors.length - 1] ?? null, cursors.slice(0, -1));
    },
    firstPage: () => goTo(null, []),
  };
}
