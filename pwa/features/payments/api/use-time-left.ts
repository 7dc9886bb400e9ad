import { useEffect, useState } from 'react';
import { SEAT_HOLD_MINUTES } from '#shared/schemas/payment.ts';

/**
 * Milliseconds left until `iso`, ticking every second (0 once it has passed). Never more than the
 * hold's length: the device's clock may run behind the server's, and the tick may lag a render.
 */
export function useTimeLeft(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  if (!iso) return 0;
  return Math.min(SEAT_HOLD_MINUTES * 60_000, Math.max(0, new Date(iso).getTime() - now));
}

/** 125 000 ms → "02:05" */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
