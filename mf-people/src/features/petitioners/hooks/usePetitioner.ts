import { useQuery } from '@tanstack/react-query';
import { companyDetailsCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { petitionerKeys } from '../api/petitionersQueries';

/** One petitioner company (details call), cached by id. */
export function usePetitioner(companyId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: petitionerKeys.details(companyId ?? ''),
    queryFn: ({ signal }) => api.call(companyDetailsCall, { companyId: companyId ?? '' }, { signal }),
    enabled: !!companyId,
  });
}
