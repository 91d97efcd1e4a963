import { useQuery } from '@tanstack/react-query';
import {
  listMasterdataCall,
  MASTERDATA_STATUS_CATEGORIES,
  type TMasterdataCategory,
  type TMasterdataItem,
} from 'shared/contract';
import { PAGE_SIZE } from 'shared/domain';
import { useApi } from 'shared/session';

const EMPTY: TMasterdataItem[] = [];

/** One master data list (countries, company_status…), cached for the session. SPEC §9 page sizes. */
export function useMasterdata(category: TMasterdataCategory, matcher: { countryId?: number } = {}) {
  const api = useApi();
  const perpage = MASTERDATA_STATUS_CATEGORIES.includes(category) ? PAGE_SIZE.MASTERDATA_STATUS : PAGE_SIZE.MASTERDATA;
  const query = useQuery({
    queryKey: ['masterdata', category, matcher],
    queryFn: ({ signal }) => api.call(listMasterdataCall, { category, page: 1, perpage, matcher }, { signal }),
    staleTime: Infinity,
  });
  return { items: query.data?.data ?? EMPTY, isLoading: query.isLoading, isError: query.isError };
}
