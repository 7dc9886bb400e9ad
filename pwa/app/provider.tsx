import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import * as React from 'react';
import { Toaster } from '#pwa/components/ui/sonner.tsx';
import { AuthProvider } from '#pwa/lib/auth/auth.tsx';
import type { LoadIdentity } from '#pwa/lib/auth/identity.ts';
import { installOfflineCache } from '#pwa/lib/storage/offline-cache.ts';
import {
  createdAtOf,
  createPersistOptions,
  createQueryClient,
  saveCacheOnLeave,
} from '#pwa/lib/storage/query-client.ts';
import { loadCode } from '#pwa/lib/timing/load-code.ts';

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
    let stop: (() => void) | undefined;
    const cancel = loadCode(
      () => import('./outbox-kinds.ts'),
      (kinds) => {
        stop = kinds.provideAppOutboxKinds(queryClient);
      },
    );
    return () => {
      cancel();
      stop?.();
    };
  }, [queryClient]);
  const onRestored = React.useCallback(
    // The restored cache paints at once, but may be older than the last write (another tab,
    // a write the throttled persister had not saved yet): refetch what it restored. Not what
    // was fetched since the app started (prefetch.ts's), nor a fetch still on its way.
    () =>
      void queryClient.invalidateQueries({
        predicate: ({ state }) =>
          state.dataUpdatedAt > 0 && state.dataUpdatedAt < createdAtOf(queryClient),
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PersistedCache options={persistOptions} onRestored={onRestored}>
        <AuthProvider onSessionEnded={onSessionEnded} loadIdentity={loadIdentity}>
          {children}
          <Toaster />
        </AuthProvider>
      </PersistedCache>
    </QueryClientProvider>
  );
}

/**
 * TanStack's PersistQueryClientProvider, with its one update in a transition: queries wait
 * (useIsRestoring) until the persisted cache is restored, and the end of that wait re-renders
 * every component with a query. As an ordinary update, right after hydration, that was one long
 * task after the first paint; as a transition React renders it in slices.
 */
function PersistedCache({
  options,
  onRestored,
  children,
}: {
  options: PersistQueryClientOptions;
  onRestored: () => void;
  children: React.ReactNode;
}) {
  const [restoring, setRestoring] = React.useState(true);
  const restoredRef = React.useRef(false);
  React.useEffect(() => {
    if (!restoredRef.current) {
      restoredRef.current = true;
      persistQueryClientRestore(options)
        .then(onRestored)
        .catch(() => undefined) // Nothing restored: the queries fetch as on a first visit.
        .finally(() => React.startTransition(() => setRestoring(false)));
    }
    if (restoring) return undefined;
    // Once restored, every change of the cache is saved, and all of it when the page is left.
    const stopSaving = persistQueryClientSubscribe(options);
    const stopSavingOnLeave = saveCacheOnLeave(options);
    return () => {
      stopSaving();
      stopSavingOnLeave();
    };
  }, [options, onRestored, restoring]);
  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}
