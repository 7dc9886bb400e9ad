import { createContext, use, useSyncExternalStore } from 'react';

/**
 * Whether a navigation is under way (the next page's code is loading): set by the router
 * (pwa/app/app-router.tsx), read by the progress bar in the layout.
 *
 * A store the context carries, not the flag itself: the context's value never changes, so the
 * flag turning on in the tap on a link re-renders its one reader only. A context changing around
 * the page at the tap's priority makes React hydrate, in that tap, every part of the page still
 * waiting for its code (the home page's islands, server-html-island.tsx), or give up their HTML
 * (decision 053).
 */
export type NavigationPendingStore = {
  get: () => boolean;
  set: (pending: boolean) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createNavigationPendingStore(): NavigationPendingStore {
  let pending = false;
  const listeners = new Set<() => void>();
  return {
    get: () => pending,
    set(next) {
      if (next === pending) return;
      pending = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Outside a router (the server's render, a component's test) no navigation is ever under way. */
export const NavigationPending = createContext(createNavigationPendingStore());

/** True while a navigation is under way (the next page's code is loading). */
export function useNavigationPending() {
  const store = use(NavigationPending);
  // Hydrating, the store is as the server's was: no navigation starts before the page is the app.
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
