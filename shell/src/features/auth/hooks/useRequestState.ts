import { useCallback, useState } from 'react';
import { errorMessage } from '../utils/apiErrors';

/**
 * Busy, error and "sent" state of a form that sends one request. `run` resolves with the failure
 * (so the form can show field issues) or null.
 */
export function useRequestState<A extends unknown[]>(request: (...args: A) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<unknown> => {
      setBusy(true);
      setError(null);
      try {
        await request(...args);
        setDone(true);
        return null;
      } catch (failure) {
        setError(errorMessage(failure));
        return failure;
      } finally {
        setBusy(false);
      }
    },
    [request],
  );
  const reset = useCallback(() => {
    setDone(false);
    setError(null);
  }, []);
  return { busy, error, done, run, reset };
}
