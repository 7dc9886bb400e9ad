import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, type Location, type Navigator, type NavigationType } from 'react-router';
import { NavigationPending } from '#pwa/lib/navigation/navigation-pending.ts';

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
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // A failed load shows as the page's error when the page renders.
        preload?.(location.pathname).catch(() => undefined);
        startTransition(() => setCurrent({ action, location }));
      }),
    [history, preload],
  );
  return (
    <NavigationPending value={pending}>
      <Router location={current.location} navigationType={current.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
