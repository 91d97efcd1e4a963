import { useEffect, useState } from 'react';

/** True while `until` (ISO time) is in the future; flips to false when it passes. */
export function useUndoWindow(until: string | null): boolean {
  const end = until ? Date.parse(until) : NaN;
  const [open, setOpen] = useState(() => Number.isFinite(end) && end > Date.now());
  useEffect(() => {
    if (!Number.isFinite(end)) {
      setOpen(false);
      return;
    }
    const left = end - Date.now();
    setOpen(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), Math.min(left, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [end]);
  return open;
}
