import { useEffect, useMemo, useRef } from 'react';

/** `fn` delayed until `ms` have passed without another call; `flush` runs a pending call now. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useMemo(() => {
    const run = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const args = pending.current;
      pending.current = null;
      if (args) fnRef.current(...args);
    };
    const call = (...args: A) => {
      pending.current = args;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(run, ms);
    };
    return { call, flush: run };
  }, [ms]);
}
