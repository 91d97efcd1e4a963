import { useQuery } from '@tanstack/react-query';
import { useApi } from 'shared/session';
import { getSignedUrl } from '../api/storage';

/** A short-lived address for a stored profile picture key; null while loading, absent or failed. */
export function useProfilePictureUrl(key: string | null | undefined): string | null {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['profile-picture', key],
    enabled: !!key,
    // Signed addresses live a few minutes; refresh before they lapse.
    staleTime: 4 * 60_000,
    retry: false,
    queryFn: () => getSignedUrl(api, key as string),
  });
  return key ? (data ?? null) : null;
}
