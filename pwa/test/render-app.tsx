import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// 'react-router' (not 'react-router/dom'): under vitest the /dom entry loads a second copy of the router.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '#pwa/app/provider.tsx';
import { createRoutes } from '#pwa/app/router.tsx';
import { setAccessToken } from '#pwa/lib/api-client.ts';
import type { Identity } from '#pwa/lib/identity.ts';

type InitialEntry = string | { pathname: string; state?: unknown };

/** Renders the real app (routes, providers) at a path, with a stand-in identity provider. */
export function renderApp(entry: InitialEntry, identity: Identity, onSessionEnded?: () => void) {
  // A returning signed-in user has a stored access token (the provider checks it before loading).
  if (identity.currentUser()) setAccessToken('stored-token');
  const router = createMemoryRouter(createRoutes(), { initialEntries: [entry] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider loadIdentity={async () => identity} onSessionEnded={onSessionEnded}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}
