import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, type Location, type Navigator, type NavigationType } from 'react-router';
import {
  createNavigationPendingStore,
  NavigationPending,
} from '#pwa/lib/navigation/navigation-pending.ts';

/** What react-router's history objects (browser or memory) offer a router. */
export type RouterHistory = Navigator & {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
};

/**
 * react-router's declarative <Router> over a history, as its <BrowserRouter> and <MemoryRouter>
 * are, plus the pending flag the data router's useNavigation() gave. Each navigation is a
 * transition: the current page stays on screen and usable while the next page's code loads
 * (its lazy component suspends), then the next page replaces it in one commit.
 *
 * The flag reaches its reader through a store whose context never changes
 * (pwa/lib/navigation/navigation-pending.ts), and nothing is drawn beside the <Router>: the tree
 * has the shape of the server's <StaticRouter>, which the ids React makes (useId) depend on.
 */
export function AppRouter({
  history,
  preload,
  children,
}: {
  history: RouterHistory;
  /**
   * Starts loading the code of every part the next location renders, not only the first one
   * the render reaches: a part that only shows later (a role group, once the session is read)
   * would otherwise suspend outside the navigation's transition.
   */
  preload?: (pathname: string) => Promise<void>;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  const [pendingStore] = useState(createNavigationPendingStore);
  useLayoutEffect(() => pendingStore.set(pending), [pendingStore, pending]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // After the tap's paint: matching the path against every route is work the tap's own
        // task need not hold. A failed load shows as the page's error when the page renders.
        setTimeout(() => preload?.(location.pathname).catch(() => undefined));
        startTransition(() => setCurrent({ action, location }));
      }),
    [history, preload],
  );
  return (
    <NavigationPending value={pendingStore}>
      <Router location={current.location} navigationType={current.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
