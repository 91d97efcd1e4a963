import { useCallback, useEffect, useState } from 'react';
import {
  loginCall,
  type TLoginMfaResult,
  type TLoginPayload,
  type TLoginPickResult,
  type TLoginSessionResult,
} from 'shared/auth-contract';
import { useApi, useSessionStore } from 'shared/session';
import { errorMessage } from '../utils/apiErrors';
import { handedOverLoginStep, handOverLoginStep } from '../utils/handedOverLoginStep';

/** SPEC §4: a login answer is a session, a pick-list, or an MFA requirement. */
export type LoginStep =
  { step: 'credentials' } | { step: 'pick'; answer: TLoginPickResult } | { step: 'mfa'; answer: TLoginMfaResult };

export interface LoginFlow {
  state: LoginStep;
  busy: boolean;
  /** The server's message for the last failed step. */
  error: string | null;
  /** Sends one login step; resolves with the error (for field issues), or null. */
  send: (payload: TLoginPayload) => Promise<unknown>;
  /** Back to e-mail and password. */
  restart: () => void;
  clearError: () => void;
}

/**
 * The login steps of SPEC §4: credentials, then a pick-list or an MFA challenge as the server
 * asks, until it answers a session. No session is stored before that (the store's auth status
 * goes loading → empty/error, and success only through `onSession`). Starts at the step the light
 * sign-in page handed over, if any.
 */
export function useLoginFlow(onSession: (answer: TLoginSessionResult) => void): LoginFlow {
  const api = useApi();
  const store = useSessionStore();
  // The light sign-in page may have sent the credentials already (a pick-list or MFA answer).
  const [state, setState] = useState<LoginStep>(() => handedOverLoginStep() ?? { step: 'credentials' });
  useEffect(() => handOverLoginStep(null), []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (payload: TLoginPayload): Promise<unknown> => {
      setBusy(true);
      setError(null);
      store.getState().setStatus('loading');
      try {
        const answer = await api.call(loginCall, payload);
        if (answer.kind === 'session') {
          onSession(answer);
          return null;
        }
        store.getState().setStatus('empty');
        setState(answer.kind === 'pick' ? { step: 'pick', answer } : { step: 'mfa', answer });
        return null;
      } catch (failure) {
        const message = errorMessage(failure);
        store.getState().setStatus('error', message);
        setError(message);
        return failure;
      } finally {
        setBusy(false);
      }
    },
    [api, store, onSession],
  );

  const restart = useCallback(() => {
    setState({ step: 'credentials' });
    setError(null);
    store.getState().setStatus('empty');
  }, [store]);

  const clearError = useCallback(() => setError(null), []);

  return { state, busy, error, send, restart, clearError };
}
