// An offer's countdown: the milliseconds left until it ends, ticking each second while any is
// left, and the time as "11:59:30" (hours, minutes, seconds; the reader's digits by the caller).
import * as React from 'react';

const TICK_MS = 1_000;

const leftUntil = (end: number) => (Number.isNaN(end) ? 0 : Math.max(0, end - Date.now()));

export function useTimeLeft(until: string | null): number {
  const end = until ? Date.parse(until) : Number.NaN;
  const [timeLeft, setTimeLeft] = React.useState(() => leftUntil(end));
  React.useEffect(() => {
    setTimeLeft(leftUntil(end));
    if (Number.isNaN(end)) return;
    const timer = setInterval(() => {
      const next = leftUntil(end);
      setTimeLeft(next);
      if (next === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [end]);
  return timeLeft;
}

export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${hours}:${two(minutes)}:${two(seconds % 60)}`;
}
