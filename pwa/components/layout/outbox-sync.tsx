import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toastError, toastSuccess } from '#pwa/components/ui/sonner.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';

/**
 * Sends the outbox while someone is signed in (pwa/lib/sync.ts says when). Renders nothing; the
 * sync code and Dexie load only after sign-in, so visitors' first paint does not carry them.
 */
export function OutboxSync() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const email = user?.email;

  React.useEffect(() => {
    if (!email) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('#pwa/lib/sync.ts').then(({ startOutboxSync }) => {
      if (cancelled) return;
      stop = startOutboxSync(email, (result) => {
        // The roots of outboxKeys and selectionKeys, written out: importing those modules would
        // bring zod (get-selections) into every page's first paint.
        void queryClient.invalidateQueries({ queryKey: ['outbox'] });
        void queryClient.invalidateQueries({ queryKey: ['selections'] });
        if (result.sent > 0) {
          toastSuccess(
            result.sent === 1 ? 'Your offline change was saved' : 'Your offline changes were saved',
          );
        }
        if (result.refused > 0) {
          toastError('A selection could not be saved', 'See My selected Classes for the reason.');
        }
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [email, queryClient]);

  return null;
}
