import { useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';

/** Whether the viewport is below the theme's `md` breakpoint (phones), kept in sync as it changes. */
export function useIsPhone(): boolean {
  const query = `(max-width: ${useTheme().breakpoints.md - 0.02}px)`;
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
