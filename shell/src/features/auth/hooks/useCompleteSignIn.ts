import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TSessionUser } from 'shared/guard';
import { useSessionStore } from 'shared/session';
import { completeSignIn, type CompleteSignInOptions } from '../utils/completeSignIn';

export type { CompleteSignInOptions } from '../utils/completeSignIn';

/**
 * Stores the session and sends the user on (`completeSignIn`), then opens the landing page.
 * Returns the destination.
 */
export function useCompleteSignIn(): (token: string, user: TSessionUser, options?: CompleteSignInOptions) => string {
  const store = useSessionStore();
  const navigate = useNavigate();
  return useCallback(
    (token, user, options = {}) => {
      const { target, landing } = completeSignIn(store, token, user, options);
      navigate(landing, { replace: true });
      return target;
    },
    [store, navigate],
  );
}
