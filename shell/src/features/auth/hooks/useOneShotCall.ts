import { useEffect, useRef, useState } from 'react';

export type OneShotState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs a call once per mounted page, even under StrictMode's double effects — for single-use link
 * tokens (verify e-mail, auto-login), where a second call would fail and hide the first's answer.
 * `run` is not called when it is null (e.g. no token in the link).
 */
export function useOneShotCall<T>(run: (() => Promise<T>) | null): OneShotState<T> {
  const request = useRef<Promise<T> | null>(null);
  const [state, setState] = useState<OneShotState<T>>(run ? { status: 'loading' } : { status: 'idle' });
  const runRef = useRef(run);
  useEffect(() => {
    const start = runRef.current;
    if (!start) return undefined;
    let live = true;
    request.current ??= start();
    request.current.then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
