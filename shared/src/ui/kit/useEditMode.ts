import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Pages whose catalogue route has no separate edit path edit in place; `?edit=1` keeps the mode linkable. */
export function useEditMode(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (on: boolean) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('edit', '1');
        else next.delete('edit');
        return next;
      }),
    [setParams],
  );
  return [params.get('edit') === '1', set];
}
