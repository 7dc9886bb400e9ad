import * as React from 'react';

/**
 * Tailwind's breakpoints (rem) where the dashboards switch layouts: a page renders the one layout
 * the screen shows instead of both with CSS hiding one (the hidden one cost as much).
 */
export const BREAKPOINT_REM = { md: 48, lg: 64, xl: 80 } as const;

/**
 * Whether the screen is narrower than a breakpoint, following changes (a turned tablet). A
 * browser that cannot say (no matchMedia) gets the wide layout.
 */
export function useNarrowScreen(breakpoint: keyof typeof BREAKPOINT_REM): boolean {
  const query = `not all and (min-width: ${BREAKPOINT_REM[breakpoint]}rem)`;
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return React.useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
