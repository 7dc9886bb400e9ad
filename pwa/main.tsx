import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from './app/paths.ts';
import { AppProvider } from './app/provider.tsx';
import { prefetchPageData } from './app/prefetch.ts';
import { createRoutes } from './app/router.tsx';
import { listenForInstallOffer, registerServiceWorker } from './lib/app-updates.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const router = createBrowserRouter(createRoutes());
const queryClient = createQueryClient();
prefetchPageData(window.location.pathname, queryClient);

/** The API ended the session (spec: 401 → log out, go to /login); come back here after login. */
function goToLogin() {
  const { pathname, search, hash } = router.state.location;
  void router.navigate(paths.login, { replace: true, state: { from: { pathname, search, hash } } });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * #root holds the page's prerendered HTML (decision 012). React renders once the router has the
 * page's code, so its first render is the same page and replaces that HTML with identical DOM
 * (rendering earlier would show the loading screen in between).
 */
function renderApp(root: HTMLElement) {
  const reactRoot = createRoot(root);
  // A transition: React renders the page in slices, yielding to the browser between them, instead
  // of one long task (the prerendered page is already on screen meanwhile).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProvider onSessionEnded={goToLogin} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

// An empty #root (the dev server's index.html) has nothing to keep: the router's loading screen
// (HydrateFallback) shows at once, as before prerendering.
if (router.state.initialized || !container.hasChildNodes()) renderApp(container);
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp(container);
  });
}

listenForInstallOffer();
// The service worker exists in builds only (vite-plugin-pwa compiles pwa/sw.ts to /sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void registerServiceWorker());
}
