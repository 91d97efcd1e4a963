import { useQuery } from '@tanstack/react-query';
import { contactDetailsCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { contactKeys } from '../api/contactsQueries';

export function useContact(contactId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: contactKeys.details(contactId ?? ''),
    queryFn: ({ signal }) => api.call(contactDetailsCall, { contactId: contactId ?? '' }, { signal }),
    enabled: !!contactId,
  });
}
