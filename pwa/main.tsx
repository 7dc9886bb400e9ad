// First: no schema may be made before zod is told not to try eval (the pages' CSP).
import './lib/api/zod-without-eval.ts';
// Then React, the router and the query cache, each stage a task of its own (pwa/entry/react.ts).
import './entry/libraries.ts';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { AppRouter } from './app/app-router.tsx';
import { paths, type FromState } from './lib/navigation/paths.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, loadPages } from './app/router.tsx';
import { listenForInstallOffer, registerServiceWorker } from './lib/device/app-updates.ts';
import { yieldToMain } from './lib/timing/idle.ts';
import { localeRedirectPath, settleLocaleChoice } from './lib/i18n/locale.tsx';
import { createQueryClient } from './lib/storage/query-client.ts';
import { htmlFileFor, serverRenderedPageAt, SHELL_FILE } from '#shared/pages/page-table.ts';
import './styles.css';

/**
 * The app's start, in the task after the one that evaluated its modules: that evaluation (React,
 * the router, the query cache, the layout) is a long task of its own on a
 * slow phone, and the start below (the history, the reader's language, the route's match, the
 * page's data) made it longer still, as one task.
 */
void yieldToMain().then(startApp);

function startApp() {
  // The history <BrowserRouter> would create, made here so goToLogin() can navigate from outside
  // React (v5Compat: each change reaches the router's listener at once).
  const history = createBrowserHistory({ v5Compat: true });
  // The home page opens in the reader's language: a Bangla reader at / is sent to /bn before the
  // first render (pwa/lib/i18n/locale.tsx; the servers do the same from the cookie, before any HTML).
  const redirectPath = localeRedirectPath(
    history.location.pathname,
    settleLocaleChoice(history.location.pathname),
  );
  if (redirectPath) {
    const { search, hash } = history.location;
    history.replace({ pathname: redirectPath, search, hash });
  }
  const queryClient = createQueryClient();
  // A page rendered with its data (/classes, a class's page) puts it into its query before the
  // first render, and asks for the rest at once. Loaded beside the page's code, only there: the
  // other pages' first paint does not carry it. With the query: /classes?sport=yoga came with the
  // first screen of those filters.
  const pageDataSeeded = serverRenderedPageAt(history.location.pathname)
    ? import('./app/page-data.ts').then(({ prefetchPageData }) =>
        prefetchPageData(window.location.pathname + window.location.search, queryClient),
      )
    : Promise.resolve();

  /**
   * The API ended the session (product.md: 401 → log out, go to /login); come back here after
   * login.
   */
  function goToLogin() {
    const { pathname, search, hash } = history.location;
    const state: FromState = { from: { pathname, search, hash } };
    history.replace(paths.login, state);
  }

  const app = (
    <StrictMode>
      <AppStarted>
        <AppProvider onSessionEnded={goToLogin} queryClient={queryClient}>
          <AppRouter history={history} preload={loadPages}>
            <AppRoutes />
          </AppRouter>
        </AppProvider>
      </AppStarted>
    </StrictMode>
  );

  /**
   * A page with its own HTML (decision 028) is that page as the app's first render makes it: React
   * hydrates it, attaching to the DOM that is there instead of making it again, and static parts
   * (pwa/components/layout/server-html-island.tsx) keep their HTML without their code. Not the
   * shell (its HTML is the loading screen), nor the home page sent to the reader's language (its
   * HTML is the other language's): those render anew.
   */
  const pageHtmlIsFirstRender =
    !redirectPath && htmlFileFor(history.location.pathname) !== SHELL_FILE;

  // React renders once the page's code is in: a first render that waited would show nothing (the
  // dev server's empty #root) or the HTML it cannot attach to. A page whose code cannot load
  // renders anyway, anew, as its error page.
  Promise.all([loadPages(history.location.pathname), pageDataSeeded]).then(
    () => renderApp(app, pageHtmlIsFirstRender && root.hasChildNodes()),
    () => renderApp(app, false),
  );

  listenForInstallOffer();
  // The service worker exists in builds only (vite-plugin-pwa compiles pwa/sw.ts to /sw.js).
  // After the page's load, so its precache does not compete with it; a prerendered page starts
  // the app after its first paint (scripts/lib/boot-after-paint.ts), which may be after 'load'
  // already fired. Not later still (an idle moment): a first visit's offline copy should start
  // as soon as it can, and workbox-window's code loads in a task of its own anyway.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void registerServiceWorker();
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root: HTMLElement = container;

/**
 * Marks the page as the app's once React has committed it (`<html data-app-started>`): what the
 * end-to-end tests and the bench wait for before they tap.
 */
function AppStarted({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.setAttribute('data-app-started', ''), []);
  return children;
}

function renderApp(app: ReactNode, hydrate: boolean) {
  // A transition: React works in slices and yields to the browser between them, instead of one
  // long task (the page is on screen meanwhile). Hydration waits for nothing the HTML shows.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
    } else createRoot(root).render(app);
  });
}

/**
 * A difference between the HTML and the app's first render: React has rendered the page anew
 * (as before decision 028), which costs time and may flash. Told, so tests and developers see it.
 */
function reportHydrationError(error: unknown): void {
  console.error("The page's HTML differed from its first render; rendered anew:", error);
}
