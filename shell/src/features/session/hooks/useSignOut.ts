import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { logoutCall } from 'shared/auth-contract';
import { useApi, useSessionStore } from 'shared/session';

/**
 * Signs out: revokes the session on the server (best effort — a failed call must not keep anyone
 * signed in), clears the stored token, role, user and route, and goes to /login.
 */
export function useSignOut(): { signOut: () => Promise<void>; busy: boolean } {
  const api = useApi();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      if (store.getState().token) await api.call(logoutCall, {});
    } catch (error) {
      console.warn('Sign-out call failed; the local session is cleared anyway.', error);
    } finally {
      // Clearing re-renders the current page signed out, and the guard starts its own redirect
      // (for a deep-link page, /login carrying the link). Flushing that first lets this plain
      // /login navigation come last, so it wins: signing out never leaves a link to resume.
      flushSync(() => {
        store.getState().clear();
        setBusy(false);
      });
      void navigate('/login', { replace: true });
    }
  }, [api, store, navigate]);
  return { signOut, busy };
}
