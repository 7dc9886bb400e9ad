import * as React from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine as React state. It can say "online" on a dead network, never the reverse. */
export function useOnlineStatus(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export type ConnectionRequirement = {
  /** True while offline: the action's button is disabled. */
  offline: boolean;
  /** The id for the NeedsConnectionNote that says why. */
  noteId: string;
  /** For the button's aria-describedby: the note, only while it is shown. */
  describedBy: string | undefined;
};

/**
 * For an action that only works online (pay, save a class, admin actions, sign-in, contact): the
 * button is disabled while offline and described by the NeedsConnectionNote with `noteId`.
 */
export function useConnectionRequired(): ConnectionRequirement {
  const online = useOnlineStatus();
  const noteId = React.useId();
  return { offline: !online, noteId, describedBy: online ? undefined : noteId };
}
