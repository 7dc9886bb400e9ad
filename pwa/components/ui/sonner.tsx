/**
 * The toasts' host (sonner), loaded after first paint: the library is imported on demand, so it
 * costs the first screen nothing. The toasts themselves are pwa/lib/feedback/toasts.ts.
 */
import * as React from 'react';
import { useAfterIdle } from '#pwa/lib/timing/idle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

const LazyToaster = React.lazy(async () => {
  const { Toaster } = await import('sonner');
  return {
    default: () => (
      <Toaster
        position="top-right"
        // Both languages read left to right. Without it sonner reads <html>'s computed style as
        // it renders, a forced style recalculation of the whole page (a long task on a phone).
        dir="ltr"
        // Below the sticky navigation bar, so a toast never hides Logout.
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72, left: 12, right: 12 }}
        richColors
        closeButton={false}
        toastOptions={{ className: 'font-sans' }}
        // Its landmark's name, in the language of the page it started on.
        containerAriaLabel={m.app_notifications()}
      />
    ),
  };
});

/**
 * Mount once (the app provider does). It starts once the browser has been idle after the first
 * render: the first render has no lazy part and matches the page's HTML (decision 028), which has
 * no toasts, and the library's code and first render stay out of the start's long tasks (decision
 * 030). A toast asked for before then waits for it.
 */
export function Toaster() {
  if (!useAfterIdle()) return null;
  return (
    <React.Suspense fallback={null}>
      <LazyToaster />
    </React.Suspense>
  );
}
