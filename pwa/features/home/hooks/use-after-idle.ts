import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle after it (requestIdleCallback;
 * a timeout where it is missing). Work nobody needs at first paint, such as the carousel's
 * measuring, waits until then instead of joining the first render's long task: the page is
 * prerendered, so that task counts as Total Blocking Time (decision 012).
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(done, 1);
    return () => window.clearTimeout(handle);
  }, [idle, timeoutMs]);
  return idle;
}
