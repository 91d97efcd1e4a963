import type { MouseEvent, ReactNode } from 'react';

/**
 * A link of the light sign-in page: a real `<a href>` (new tab, copy, keyboard as usual); a plain
 * click hands over to the full app at that address instead of reloading the page, like
 * react-router's `Link`.
 */
export function HandOverLink({ to, onOpen, children }: { to: string; onOpen: (path: string) => void; children: ReactNode }) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(to);
  };
  return (
    <a href={to} onClick={click}>
      {children}
    </a>
  );
}
