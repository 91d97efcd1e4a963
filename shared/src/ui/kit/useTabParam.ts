import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The selected tab, kept in the URL (`?tab=`), so a tab can be linked and survives Back. */
export function useTabParam<T extends string>(ids: readonly T[], fallback: T, key = 'tab'): [T, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(key);
  const selected = ids.find((id) => id === raw) ?? fallback;
  const select = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === fallback) next.delete(key);
          else next.set(key, id);
          return next;
        },
        { replace: true },
      ),
    [setParams, fallback, key],
  );
  return [selected, select];
}
