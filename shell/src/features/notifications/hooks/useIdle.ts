import { useEffect, useState } from 'react';

/** The latest the browser may wait before an idle callback runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser is first idle after this component mounted (so after the page's first
 * paint and its own requests have started), then true. Used to load socket.io and open the
 * notification socket without competing with the page the user asked for: a notification
 * arriving meanwhile is still counted, since the bell reads the unread count on load.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback: after the next task, past the first paint.
    const timer = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
