import { useSyncExternalStore } from 'react';
import { lightTheme } from 'shared/ui-core';

const subscribeTo = (query: string) => (onChange: () => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the media query matches now; false where matchMedia is missing (server, old jsdom). */
export const mediaMatches = (query: string): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** True while the media query matches; false where matchMedia is missing (server, old jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(subscribeTo(query), () => mediaMatches(query), () => false);
}

/** SPEC §9: the mobile view at width 768 or less. */
export const MOBILE_QUERY = `(max-width: ${lightTheme.mobileMax}px)`;

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
