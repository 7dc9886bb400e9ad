import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// 'react-router' (not 'react-router/dom'): under vitest the /dom entry loads a second copy of the router.
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppRouter } from '#pwa/app/app-router.tsx';
import { AppProvider } from '#pwa/app/provider.tsx';
import { AppRoutes, loadPages } from '#pwa/app/router.tsx';
import { setAccessToken } from '#pwa/lib/api/api-client.ts';
import type { Identity } from '#pwa/lib/auth/identity.ts';

type InitialEntry = string | { pathname: string; state?: unknown };

/** Renders the real app (routes, providers, router) at a path, with a stand-in identity provider. */
export function renderApp(entry: InitialEntry, identity: Identity, onSessionEnded?: () => void) {
  // A returning signed-in user has a stored access token (the provider checks it before loading).
  if (identity.currentUser()) setAccessToken('stored-token');
  // What <MemoryRouter> makes, kept here so tests can read where the app is.
  const history = createMemoryHistory({ initialEntries: [entry], v5Compat: true });
  const user = userEvent.setup();
  const view = render(
    <AppProvider loadIdentity={async () => identity} onSessionEnded={onSessionEnded}>
      <AppRouter history={history} preload={loadPages}>
        <AppRoutes />
      </AppRouter>
    </AppProvider>,
  );
  /** The current entry, shaped as the data router's state was (`router.state.location`). */
  const router = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
  };
  return { ...view, router, user };
}
