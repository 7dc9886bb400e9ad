import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import * as React from 'react';
import { Toaster } from '#pwa/components/ui/sonner.tsx';
import { AuthProvider } from '#pwa/lib/auth.tsx';
import type { LoadIdentity } from '#pwa/lib/identity.ts';
import { installOfflineCache } from '#pwa/lib/offline-cache.ts';
import { createdAtOf, createPersistOptions, createQueryClient } from '#pwa/lib/query-client.ts';

type AppProviderProps = {
  children: React.ReactNode;
  /** Where to go when the API ends the session (the router's navigate to /login). */
  onSessionEnded?: () => void;
  /** Tests pass a stand-in identity provider; the app loads Firebase. */
  loadIdentity?: LoadIdentity;
  /** main.tsx makes it before the first render, to start the page's data early (prefetch.ts). */
  queryClient?: QueryClient;
};

/** Everything the routes need around them: data cache (persisted), auth, toasts. */
export function AppProvider({
  children,
  onSessionEnded,
  loadIdentity,
  queryClient: givenClient,
}: AppProviderProps) {
  const [queryClient] = React.useState(() => givenClient ?? createQueryClient());
  const [persistOptions] = React.useState(() => createPersistOptions(queryClient));
  React.useEffect(() => installOfflineCache(queryClient), [queryClient]);
  React.useEffect(() => {
    // What each feature's waiting changes mean, for the outbox: loaded after first paint.
    const provided = import('./outbox-kinds.ts').then((kinds) =>
      kinds.provideAppOutboxKinds(queryClient),
    );
    return () => void provided.then((stop) => stop());
  }, [queryClient]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // The restored cache paints at once, but may be older than the last write (another tab,
      // a write the throttled persister had not saved yet): refetch what it restored. Not what
      // was fetched since the app started (prefetch.ts's), nor a fetch still on its way.
      onSuccess={() =>
        void queryClient.invalidateQueries({
          predicate: ({ state }) =>
            state.dataUpdatedAt > 0 && state.dataUpdatedAt < createdAtOf(queryClient),
        })
      }
    >
      <AuthProvider onSessionEnded={onSessionEnded} loadIdentity={loadIdentity}>
        {children}
        <Toaster />
      </AuthProvider>
    </PersistQueryClientProvider>
  );
}
