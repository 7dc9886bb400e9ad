import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// 'react-router' (not 'react-router/dom'): under vitest the /dom entry loads a second copy of the router.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '#pwa/app/provider.tsx';
import { createRoutes } from '#pwa/app/router.tsx';
import type { Identity } from '#pwa/lib/identity.ts';

type InitialEntry = string | { pathname: string; state?: unknown };

/** Renders the real app (routes, providers) at a path, with a stand-in identity provider. */
export function renderApp(entry: InitialEntry, identity: Identity, onSessionEnded?: () => void) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [entry] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider loadIdentity={async () => identity} onSessionEnded={onSessionEnded}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}
