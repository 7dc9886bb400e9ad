/**
 * How many of the signed-in user's changes wait in the outbox, and whether this tab is sending
 * them: for the navigation bar's indicator. Counts are read after mount (the first render is the
 * same as the prerendered HTML) and again on every outbox change, in this tab or another. The
 * outbox module (and Dexie with it) is imported only for a signed-in user, who loads it anyway
 * to sync.
 */
import * as React from 'react';
import { isOutboxSending, onOutboxChange, onOutboxSendingChange } from './outbox-events.ts';

export type OutboxStatus = { waiting: number; sending: boolean };

export function useOutboxStatus(email: string | null | undefined): OutboxStatus {
  const [counted, setCounted] = React.useState<{ email: string; waiting: number } | null>(null);
  const sending = React.useSyncExternalStore(onOutboxSendingChange, isOutboxSending, () => false);

  React.useEffect(() => {
    if (!email) return;
    let latest = 0;
    let active = true;
    const count = () => {
      // Counts can resolve out of order: only the last one asked for is shown.
      const asked = ++latest;
      void import('./outbox.ts')
        .then(({ countWaiting }) => countWaiting(email))
        .then((waiting) => {
          if (active && asked === latest) setCounted({ email, waiting });
        })
        .catch(() => undefined);
    };
    count();
    const stop = onOutboxChange(count);
    return () => {
      active = false;
      stop();
    };
  }, [email]);

  const waiting = email && counted?.email === email ? counted.waiting : 0;
  return { waiting, sending: sending && waiting > 0 };
}
