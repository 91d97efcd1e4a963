import { useQuery } from '@tanstack/react-query';
import { individualDetailsCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { individualKeys } from '../api/individualsQueries';

export function useIndividual(individualId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: individualKeys.details(individualId ?? ''),
    queryFn: ({ signal }) => api.call(individualDetailsCall, { individualId: individualId ?? '' }, { signal }),
    enabled: !!individualId,
  });
}
