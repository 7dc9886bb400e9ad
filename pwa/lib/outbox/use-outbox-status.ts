/**
 * The navigation bar's outbox indicator: how many of the user's changes wait, and whether this
 * tab is sending them. First-paint code: no Dexie and no query here, the outbox module loads on
 * the first count, for a signed-in user only.
 */
import * as React from 'react';
import { isOutboxSending, onOutboxChange, onOutboxSendingChange } from './outbox-events.ts';

export type OutboxStatus = { waiting: number; sending: boolean };

/**
 * How many of the user's changes wait, and whether this tab is sending them. Counted after mount
 * (the first render matches the prerendered HTML) and again on every change.
 */
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
