import { useEffect, useState } from 'react';
import { useApi } from 'shared/session';
import { getSignedUrl } from '../utils/storageCalls';

/**
 * A short-lived address for a stored profile picture key; null while loading, absent or failed
 * (the avatar then shows initials). Plain state rather than the query cache: the top bar renders
 * it on every page, including frames without a QueryClient.
 */
export function useProfilePictureUrl(key: string | null | undefined): string | null {
  const api = useApi();
  const [resolved, setResolved] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    getSignedUrl(api, key).then(
      (url) => live && setResolved({ key, url }),
      (error: unknown) => console.warn('Could not load the profile picture', error),
    );
    return () => {
      live = false;
    };
  }, [api, key]);
  return key && resolved?.key === key ? resolved.url : null;
}
