import { useQuery } from '@tanstack/react-query';
import { listContactCategoriesCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { contactKeys } from '../api/contactsQueries';

/** The tenant's contact categories with their counts; inactive ones on request (the category page). */
export function useContactCategories(includeInactive = false) {
  const api = useApi();
  return useQuery({
    queryKey: [...contactKeys.categories, includeInactive],
    queryFn: ({ signal }) => api.call(listContactCategoriesCall, { includeInactive }, { signal }),
    staleTime: 60_000,
  });
}
