import * as React from 'react';

/**
 * How many page-level OfflineNotes are on screen: the layout's generic note stays away while a
 * page shows its own (two notes saying the same would be noise).
 */
let mounted = 0;
const listeners = new Set<() => void>();

function change(delta: number) {
  mounted += delta;
  listeners.forEach((listener) => listener());
}

export function useRegisterOfflineNote(enabled: boolean): void {
  React.useEffect(() => {
    if (!enabled) return;
    change(1);
    return () => change(-1);
  }, [enabled]);
}

export function usePageHasOfflineNote(): boolean {
  return React.useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mounted > 0,
    () => false,
  );
}
