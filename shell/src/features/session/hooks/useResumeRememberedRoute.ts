import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from 'shared/session';
import { forgetRememberedRoute, readRememberedRoute } from '../utils/rememberedRoute';

/**
 * In the signed-in layout: if a route was remembered for after sign-in (a deep link, or the page
 * the session ended on), go there once and forget it. Returns true while that hop is pending, so
 * the layout can hold back the landing page instead of flashing (and loading) it.
 */
export function useResumeRememberedRoute(): boolean {
  const signedIn = useSession((s) => s.status === 'success');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [resume] = useState(() => {
    const to = signedIn ? readRememberedRoute() : null;
    return to ? { to, from: here } : null;
  });
  useEffect(() => {
    if (!resume) return;
    forgetRememberedRoute();
    if (resume.to !== resume.from) void navigate(resume.to, { replace: true });
  }, [resume, navigate]);
  return resume !== null && resume.to !== resume.from && here === resume.from;
}
