import { createContext, use } from 'react';

/**
 * Whether a navigation is under way (the next page's code is loading): provided by the router
 * (pwa/app/app-router.tsx), read by the layout that shows it.
 */
export const NavigationPending = createContext(false);

/** True while a navigation is under way (the next page's code is loading). */
export const useNavigationPending = () => use(NavigationPending);
