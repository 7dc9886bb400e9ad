import { useEffect, useRef } from 'react';

/** Calls `onTick` every `intervalMs` while `running`; stopping and restarting starts a fresh interval. */
export function useAutoplay(onTick: () => void, intervalMs: number, running: boolean) {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  }, [onTick]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => tick.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, running]);
}
