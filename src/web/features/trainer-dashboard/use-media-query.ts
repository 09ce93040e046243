import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, kept up to date. Wide tables render only where they fit,
 * and phones get cards instead, without both being in the page.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
