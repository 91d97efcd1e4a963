import { useCallback, useMemo, useState } from 'react';
import type { ListColumn } from './listTypes';

/** localStorage key prefix of the column choice of a list. */
export const COLUMN_CHOICE_STORAGE_PREFIX = 'passage.columns.';

const readHidden = (storageKey: string): string[] => {
  try {
    const raw = window.localStorage.getItem(COLUMN_CHOICE_STORAGE_PREFIX + storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

const writeHidden = (storageKey: string, hidden: readonly string[]) => {
  try {
    const key = COLUMN_CHOICE_STORAGE_PREFIX + storageKey;
    if (hidden.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(hidden));
  } catch {
    // Storage full or blocked (private mode): the choice lasts for this page only.
  }
};

export interface ColumnChoice<T> {
  /** The columns to show, in their declared order. */
  visibleColumns: readonly ListColumn<T>[];
  /** Ids of the hidden columns. */
  hidden: ReadonlySet<string>;
  setVisible: (id: string, visible: boolean) => void;
  reset: () => void;
}

/**
 * Which columns of a list the user shows, remembered in localStorage under `storageKey`
 * (hidden ids are stored, so columns added later show by default). At least one column stays.
 */
export function useColumnChoice<T>(storageKey: string, columns: readonly ListColumn<T>[]): ColumnChoice<T> {
  const [hiddenList, setHiddenList] = useState<string[]>(() => readHidden(storageKey));
  const [loadedKey, setLoadedKey] = useState(storageKey);
  if (loadedKey !== storageKey) {
    setLoadedKey(storageKey);
    setHiddenList(readHidden(storageKey));
  }
  const hidden = useMemo(
    () => new Set(hiddenList.filter((id) => columns.some((c) => c.id === id && !c.alwaysVisible))),
    [hiddenList, columns],
  );
  const visibleColumns = useMemo(() => {
    const shown = columns.filter((c) => !hidden.has(c.id));
    return shown.length > 0 ? shown : columns;
  }, [columns, hidden]);

  const setVisible = useCallback(
    (id: string, visible: boolean) => {
      setHiddenList((current) => {
        const next = visible ? current.filter((h) => h !== id) : current.includes(id) ? current : [...current, id];
        const stillShown = columns.filter((c) => !next.includes(c.id) || c.alwaysVisible);
        if (stillShown.length === 0) return current;
        writeHidden(storageKey, next);
        return next;
      });
    },
    [columns, storageKey],
  );
  const reset = useCallback(() => {
    writeHidden(storageKey, []);
    setHiddenList([]);
  }, [storageKey]);

  return { visibleColumns, hidden, setVisible, reset };
}
