import * as React from 'react';

type WakeLockSentinel = { release(): Promise<void> };
type WakeLockNavigator = Navigator & {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> };
};

/**
 * Keeps the screen on while `active`, where the browser has the Screen Wake Lock API: a pass
 * shown in a queue must not go dark. The browser drops the lock when the page is hidden, so it is
 * asked again when the page shows. True while held.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = React.useState(false);
  React.useEffect(() => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      try {
        const next = await wakeLock.request('screen');
        if (stopped) await next.release();
        else {
          sentinel = next;
          setHeld(true);
        }
      } catch {
        setHeld(false);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
      setHeld(false);
    };
  }, [active]);
  return held;
}
