import * as React from 'react';
import { Outlet, useLocation } from 'react-router';
import { m } from '#shared/i18n/paraglide/messages.js';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { loadedAfterFirstRender } from './loaded-after-first-render.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

// Parts that show nothing on the first render (they react to saved data, a waiting update, the
// outbox, a tap under way) load after it: out of the first-paint JavaScript (decision
// 011), and out of the prerendered HTML, which the first render must match (decision 012).
const OutboxSync = loadedAfterFirstRender(
  async () => (await import('./outbox-sync.tsx')).OutboxSync,
);
const SavedDataNote = loadedAfterFirstRender(
  async () => (await import('./saved-data-note.tsx')).SavedDataNote,
);
const UpdatePrompt = loadedAfterFirstRender(
  async () => (await import('./update-prompt.tsx')).UpdatePrompt,
);
const TapFeedback = loadedAfterFirstRender(
  async () => (await import('./tap-feedback.tsx')).TapFeedback,
);

/**
 * Navbar and footer on every page except when the path contains login or register (product.md §2).
 * `bell`: the navbar's notifications slot (the app composes the feature in).
 */
export function RootLayout({ bell }: { bell?: React.ReactNode }) {
  const { pathname } = useLocation();
  const bare = /login|register/i.test(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-emerald-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.app_skip_to_content()}
      </a>
      <TapFeedback />
      {!bare && <Navbar bell={bell} />}
      <main id="main" className="flex flex-1 flex-col">
        {!bare && <SavedDataNote />}
        <Outlet />
      </main>
      {!bare && <Footer />}
      <ScrollRestoration />
      <OutboxSync />
      <UpdatePrompt />
    </div>
  );
}
