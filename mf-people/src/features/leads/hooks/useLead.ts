import { useQuery } from '@tanstack/react-query';
import { leadDetailsCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { leadKeys } from '../api/leadsQueries';

export function useLead(leadId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: leadKeys.details(leadId ?? ''),
    queryFn: ({ signal }) => api.call(leadDetailsCall, { leadId: leadId ?? '' }, { signal }),
    enabled: !!leadId,
  });
}
