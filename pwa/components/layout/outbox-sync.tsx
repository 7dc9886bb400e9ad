import * as React from 'react';
import { toastError, toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';

/**
 * Sends the outbox while someone is signed in (pwa/lib/outbox/outbox-sync.ts says when), and says
 * what came of changes sent in the background. Renders nothing; the outbox code and Dexie load
 * only after sign-in, so visitors' first paint does not carry them.
 */
export function OutboxSync() {
  const { user } = useAuth();
  const email = user?.email;

  React.useEffect(() => {
    if (!email) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([
      import('#pwa/lib/outbox/outbox-sync.ts'),
      import('#pwa/lib/outbox/outbox-kinds.ts'),
      import('#pwa/lib/outbox/outbox-toasts.ts'),
    ]).then(([{ startOutboxSync }, { outboxKinds }, { savedText, refusedText }]) => {
      if (cancelled) return;
      stop = startOutboxSync(email, (result, refused) => {
        if (result.sent > 0) toastSuccess(savedText(result.sent));
        // Said once per kind of change: the reasons stand by the entries, on the feature's page.
        void outboxKinds().then((kinds) => {
          const refusals = new Map(
            refused.map(({ op }) => {
              const refusal = kinds[op]?.refused;
              return [refusal?.title ?? refusedText(), refusal?.description];
            }),
          );
          for (const [title, description] of refusals) toastError(title, description);
        });
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [email]);

  return null;
}
