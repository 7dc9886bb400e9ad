// A countdown to a moment the server set (a payment's seat hold, a waitlist offer): the
// milliseconds left, ticking every second, and the time as "02:05" (under an hour) or "11:59:30".
import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `iso`, ticking every second (0 once it has passed). `atMost`: never more
 * than this (a hold's length: the device's clock may run behind the server's, and the tick may lag
 * a render).
 */
export function useTimeLeft(
  iso: string | null | undefined,
  { atMost = Number.POSITIVE_INFINITY } = {},
): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  if (!iso) return 0;
  return Math.min(atMost, Math.max(0, new Date(iso).getTime() - now));
}

/** 125 000 ms → "02:05"; 3 725 000 ms → "1:02:05" (the reader's digits by the caller). */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const pad = (value: number) => String(value).padStart(2, '0');
  const minutesAndSeconds = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${minutesAndSeconds}` : minutesAndSeconds;
}
