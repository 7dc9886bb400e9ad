// "Now" for what a page shows by comparing dates with it: a class that starts on a date or is
// running, a session to come or past. A page's HTML is made at one moment (at build time, or when
// the server first rendered that API response, which it keeps: api/lib/data-pages.ts) and may be
// read long after. Its hydration must render exactly that HTML (decision 028), or React throws
// it away and renders the whole page again (seen in a Lighthouse run of /classes as seconds of
// blocking). So while React hydrates, "now" is the moment written on #root; the next render, at
// once after, brings the reader's clock. To the minute: a render and its repeat agree.
import { createContext, use, useSyncExternalStore } from 'react';
import { RENDERED_AT_ATTRIBUTE } from '#shared/pages/page-html.ts';

const MINUTE_MS = 60_000;

/** The current minute (ms since the epoch). */
export const currentMinute = (): number => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/** The page renderer's moment (pwa/app/prerender.tsx); null in the browser. */
export const PageRenderTime = createContext<number | null>(null);

/** The moment the HTML being hydrated was rendered (an old HTML without it: now). */
function htmlRenderedAt(): number {
  const value = Number(document.getElementById('root')?.getAttribute(RENDERED_AT_ATTRIBUTE));
  return Number.isFinite(value) && value > 0 ? value : currentMinute();
}

// One timer for every reader: each minute, each value is computed again (and rendered if changed).
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((each) => each()), MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const isoOf = (time: number) => new Date(time).toISOString();

/**
 * A value computed from now (an ISO string, what the schema's dates compare with, to the minute):
 * while React hydrates, from the moment the HTML was rendered; then from the reader's clock, each
 * minute. `compute` returns a primitive, so a component renders again only when the value
 * changes (a class that has started), not each minute.
 */
export function useNowDependent<T extends string | number | boolean | null>(
  compute: (now: string) => T,
): T {
  const renderedAt = use(PageRenderTime);
  return useSyncExternalStore(
    subscribe,
    () => compute(isoOf(currentMinute())),
    () => compute(isoOf(renderedAt ?? htmlRenderedAt())),
  );
}
