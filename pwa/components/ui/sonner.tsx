/**
 * The toasts' host (sonner), loaded after first paint: the library is imported on demand, so it
 * costs the first screen nothing. The toasts themselves are pwa/lib/feedback/toasts.ts.
 */
import { loadedAfterFirstRender } from '#pwa/components/layout/loaded-after-first-render.tsx';
import { useAfterIdle } from '#pwa/lib/timing/idle.ts';

// The host sits above every route's error boundary: a library that could not be fetched (offline
// before the service worker had cached it) must leave it empty, never take the page down.
const SonnerToaster = loadedAfterFirstRender(
  async () => (await import('./sonner-toaster.tsx')).SonnerToaster,
);

/**
 * Mount once (the app provider does). It starts once the browser has been idle after the first
 * render: the first render has no lazy part and matches the page's HTML (decision 028), which has
 * no toasts, and the library's code and first render stay out of the start's long tasks (decision
 * 030). A toast asked for before then waits for it.
 */
export function Toaster() {
  if (!useAfterIdle()) return null;
  return <SonnerToaster />;
}
