import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readDeadlineUrl, writeDeadlineUrl, type DeadlineUrlState } from '../utils/deadlineUrl';

interface PagingState {
  deadlineCursors?: (string | null)[];
}

/** /deadlines filters and keyset page in the URL; earlier pages' cursors in the history entry. */
export function useDeadlineUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readDeadlineUrl(params), [params]);
  const cursors = useMemo(() => {
    const raw = (location.state as PagingState | null)?.deadlineCursors;
    return state.after && Array.isArray(raw) ? raw : [];
  }, [location.state, state.after]);

  const setFilters = useCallback(
    (change: Partial<Omit<DeadlineUrlState, 'after'>>) =>
      setParams((current) => writeDeadlineUrl(current, { ...readDeadlineUrl(current), ...change, after: null }), {
        replace: true,
      }),
    [setParams],
  );
  const goTo = (after: string | null, stack: (string | null)[]) => {
    const search = writeDeadlineUrl(params, { ...state, after }).toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { state: { deadlineCursors: stack } },
    );
  };
  return {
    state,
    pageNumber: state.after ? cursors.length + 1 : 1,
    setFilters,
    nextPage: (cursor: string) => goTo(cursor, [...cursors, state.after]),
    previousPage: () =>
      cursors.length === 0 ? goTo(null, []) : goTo(cursors[cursors.length - 1] ?? null, cursors.slice(0, -1)),
  };
}
