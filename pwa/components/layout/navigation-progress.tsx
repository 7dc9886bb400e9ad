import { useNavigationPending } from '#pwa/lib/navigation/navigation-pending.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/**
 * A thin bar while the next page's code loads. Its own component: the flag turns on inside the
 * tap on a link, and only this reader re-renders then, not the navbar and the footer.
 */
export function NavigationProgress() {
  const navigating = useNavigationPending();
  if (!navigating) return null;
  return (
    <div
      role="progressbar"
      aria-label={m.app_loading_page()}
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-amber-400"
    />
  );
}
