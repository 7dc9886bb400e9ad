import * as React from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

// Parts that show nothing on the first render (they react to saved data, a waiting update, the
// outbox) load after it: out of the first-paint JavaScript (decision 011), and out of the
// prerendered HTML, which the first render must match (decision 012).
const OutboxSync = React.lazy(() =>
  import('./outbox-sync.tsx').then((module) => ({ default: module.OutboxSync })),
);
const SavedDataNote = React.lazy(() =>
  import('./saved-data-note.tsx').then((module) => ({ default: module.SavedDataNote })),
);
const UpdatePrompt = React.lazy(() =>
  import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })),
);

/** Renders its children from the second render on, once their code has loaded. */
function AfterFirstRender({ children }: { children: React.ReactNode }) {
  const [started, setStarted] = React.useState(false);
  React.useEffect(() => setStarted(true), []);
  return started ? <React.Suspense fallback={null}>{children}</React.Suspense> : null;
}

/** Navbar and footer on every page except when the path contains login or register (spec). */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const bare = /login|register/i.test(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-emerald-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-amber-400"
        />
      )}
      {!bare && <Navbar />}
      <main id="main" className="flex flex-1 flex-col">
        {!bare && (
          <AfterFirstRender>
            <SavedDataNote />
          </AfterFirstRender>
        )}
        <Outlet />
      </main>
      {!bare && <Footer />}
      {/* Also scrolls '/#contact' style links to their section. */}
      <ScrollRestoration />
      <AfterFirstRender>
        <OutboxSync />
        <UpdatePrompt />
      </AfterFirstRender>
    </div>
  );
}
