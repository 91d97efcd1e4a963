import { keepPreviousData } from '@tanstack/react-query';
import { globalSearchCall, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from 'shared/contract/search';
import { useCallQuery } from 'shared/query';

/** True when the text is a query the server accepts (2–100 characters after trimming). */
export const isSearchable = (q: string): boolean => {
  const t = q.trim();
  return t.length >= SEARCH_QUERY_MIN && t.length <= SEARCH_QUERY_MAX;
};

/** `/search/global` for a query; idle while the query is too short. */
export function useGlobalSearch(q: string, limit: number) {
  const trimmed = q.trim();
  return useCallQuery(
    globalSearchCall,
    { q: trimmed, limit },
    { enabled: isSearchable(trimmed), placeholderData: keepPreviousData, staleTime: 15_000 },
  );
}
