import {
  createContext,
  use,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, type Location, type Navigator, type NavigationType } from 'react-router';

/** What react-router's history objects (browser or memory) offer a router. */
export type RouterHistory = Navigator & {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
};

const NavigationPending = createContext(false);

/** True while a navigation is under way (the next page's code is loading). */
export const useNavigationPending = () => use(NavigationPending);

/**
 * react-router's declarative <Router> over a history, as its <BrowserRouter> and <MemoryRouter>
 * are, plus the pending flag the data router's useNavigation() gave. Each navigation is a
 * transition: the current page stays on screen and usable while the next page's code loads
 * (its lazy component suspends), then the next page replaces it in one commit.
 */
export function AppRouter({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [current, setCurrent] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setCurrent({ action, location })),
      ),
    [history],
  );
  return (
    <NavigationPending value={pending}>
      <Router location={current.location} navigationType={current.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
