import { useCallback, useMemo, useState } from 'react';
import type { ListColumn } from './listTypes';

/** localStorage key prefix of the column choice of a list. */
export const COLUMN_CHOICE_STORAGE_PREFIX = 'passage.columns.';

/** Under `<key>.shown`: the optional columns the user chose to show. */
const SHOWN_SUFFIX = '.shown';

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
 * (hidden ids are stored, so columns added later show by default; `optional` columns are hidden
 * until shown, and those shown are stored under `<key>.shown`). At least one column stays.
 */
export function useColumnChoice<T>(storageKey: string, columns: readonly ListColumn<T>[]): ColumnChoice<T> {
  const [hiddenList, setHiddenList] = useState<string[]>(() => readHidden(storageKey));
  const [shownList, setShownList] = useState<string[]>(() => readHidden(storageKey + SHOWN_SUFFIX));
  const [loadedKey, setLoadedKey] = useState(storageKey);
  if (loadedKey !== storageKey) {
    setLoadedKey(storageKey);
    setHiddenList(readHidden(storageKey));
    setShownList(readHidden(storageKey + SHOWN_SUFFIX));
  }
  const hidden = useMemo(
    () =>
      new Set(
        columns
          .filter((c) => !c.alwaysVisible && (hiddenList.includes(c.id) || (c.optional && !shownList.includes(c.id))))
          .map((c) => c.id),
      ),
    [hiddenList, shownList, columns],
  );
  const visibleColumns = useMemo(() => {
    const shown = columns.filter((c) => !hidden.has(c.id));
    return shown.length > 0 ? shown : columns;
  }, [columns, hidden]);

  const setVisible = useCallback(
    (id: string, visible: boolean) => {
      if (columns.some((c) => c.id === id && c.optional)) {
        setShownList((current) => {
          const next = visible ? (current.includes(id) ? current : [...current, id]) : current.filter((s) => s !== id);
          writeHidden(storageKey + SHOWN_SUFFIX, next);
          return next;
        });
        if (!visible) return;
      }
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
  /** "Show all": every column, the optional ones included. */
  const reset = useCallback(() => {
    const optional = columns.filter((c) => c.optional).map((c) => c.id);
    writeHidden(storageKey, []);
    writeHidden(storageKey + SHOWN_SUFFIX, optional);
    setHiddenList([]);
    setShownList(optional);
  }, [columns, storageKey]);

  return { visibleColumns, hidden, setVisible, reset };
}
