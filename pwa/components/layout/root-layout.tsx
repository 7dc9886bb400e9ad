import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { OutboxSync } from './outbox-sync.tsx';
import { SavedDataNote } from './saved-data-note.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

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
        {!bare && <SavedDataNote />}
        <Outlet />
      </main>
      {!bare && <Footer />}
      {/* Also scrolls '/#contact' style links to their section. */}
      <ScrollRestoration />
      <OutboxSync />
      <UpdatePrompt />
    </div>
  );
}
