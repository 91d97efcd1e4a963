import { useCallback, useState, type KeyboardEvent } from 'react';

/**
 * Roving focus over a list's rows: ArrowUp/ArrowDown (and j/k) move, Home/End jump, Enter opens.
 * Rows carry `data-row-index`; the container gets `onKeyDown`, each row `tabIndex`.
 */
export function useRowKeyboardNav(rowCount: number, onOpen: (index: number, event: KeyboardEvent) => void) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(rowCount - 1, 0));

  const focusRow = (container: HTMLElement, index: number) => {
    const row = container.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    row?.focus();
  };

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const rowEl = target.closest<HTMLElement>('[data-row-index]');
      if (!rowEl || rowEl !== target || rowCount === 0) return;
      const index = Number(rowEl.dataset.rowIndex);
      let next: number | null = null;
      switch (event.key) {
        case 'ArrowDown':
        case 'j':
          next = Math.min(index + 1, rowCount - 1);
          break;
        case 'ArrowUp':
        case 'k':
          next = Math.max(index - 1, 0);
          break;
        case 'Home':
          next = 0;
          break;
        case 'End':
          next = rowCount - 1;
          break;
        case 'Enter':
          event.preventDefault();
          onOpen(index, event);
          return;
        default:
          return;
      }
      event.preventDefault();
      setActive(next);
      focusRow(event.currentTarget, next);
    },
    [rowCount, onOpen],
  );

  return {
    activeIndex: current,
    onKeyDown,
    rowProps: (index: number) => ({
      'data-row-index': index,
      tabIndex: index === current ? 0 : -1,
      onFocus: () => setActive(index),
    }),
  };
}
