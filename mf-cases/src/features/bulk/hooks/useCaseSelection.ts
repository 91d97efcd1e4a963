import { useCallback, useMemo, useState } from 'react';
import type { TCaseListItem } from 'shared/contract';

/** Cases ticked on a bulk screen, kept across pages, filters and searches until cleared. */
export function useCaseSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, TCaseListItem>>(() => new Map());
  const onChange = useCallback((rows: readonly TCaseListItem[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const r of rows) {
        if (on) next.set(r.id, r);
        else next.delete(r.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return useMemo(() => ({ selected, onChange, clear, ids: [...selected.keys()] }), [selected, onChange, clear]);
}
