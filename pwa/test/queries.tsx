// A query cache for component tests: one place says how a test's cache differs from the app's.
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * A fresh cache that retries nothing, so a request that fails shows its error at once. `saved`
 * holds what the device kept from an earlier visit: written as fetched long ago, so a screen
 * shows it and asks the server again.
 */
export function createTestQueryClient(saved: ReadonlyArray<[QueryKey, unknown]> = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const [key, data] of saved) client.setQueryData(key, data, { updatedAt: 0 });
  return client;
}

/** A wrapper for `render` and `renderHook`: what it wraps runs inside `client`. */
export function queryWrapper(client: QueryClient) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/**
 * Renders `ui` inside a query cache (a fresh one unless given); returns the cache and a user.
 * The cache is the render's wrapper, so `rerender` keeps it.
 */
export function renderWithQueries(ui: ReactNode, client: QueryClient = createTestQueryClient()) {
  const user = userEvent.setup();
  const view = render(ui, { wrapper: queryWrapper(client) });
  return { ...view, client, user };
}
