import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { PageProps } from 'shared/federation';

/** SPEC §2.3: the link token comes from the query as token or key; accessToken is also accepted. */
export function linkTokenFrom(query: URLSearchParams): string | null {
  return query.get('token') ?? query.get('key') ?? query.get('accessToken');
}

export function usePageProps(routeId: string): PageProps {
  const params = useParams();
  const { search } = useLocation();
  return useMemo(() => {
    const query = new URLSearchParams(search);
    return { routeId, params, query, linkToken: linkTokenFrom(query) };
  }, [routeId, params, search]);
}
