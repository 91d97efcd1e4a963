import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from 'shared/session';
import { pushPageView } from './pageView';

const hasLinkToken = (search: string): boolean => {
  const q = new URLSearchParams(search);
  return q.has('token') || q.has('key') || q.has('accessToken');
};

/**
 * SPEC §7: one data-layer entry per page a signed-in user opens. Nothing for anonymous visitors
 * and token-link sessions. The path is the pathname only: queries can carry link tokens.
 */
export function PageViewEffect() {
  const { pathname, search } = useLocation();
  const user = useSession((s) => (s.status === 'success' && !s.isLinkSession ? s.user : null));
  const last = useRef<string | null>(null);
  const userId = user?.userId ?? null;
  const name = user ? user.name || user.userName || '' : '';
  const anonymousLink = hasLinkToken(search);
  useEffect(() => {
    if (!userId || anonymousLink) return;
    const key = `${userId}|${pathname}`;
    if (last.current === key) return;
    last.current = key;
    pushPageView({ userId, name, path: pathname });
  }, [userId, name, pathname, anonymousLink]);
  return null;
}
