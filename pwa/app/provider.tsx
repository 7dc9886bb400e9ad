import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import * as React from 'react';
import { Toaster } from '#pwa/components/ui/sonner.tsx';
import { AuthProvider } from '#pwa/lib/auth.tsx';
import type { LoadIdentity } from '#pwa/lib/identity.ts';
import { installOfflineCache } from '#pwa/lib/offline-cache.ts';
import { createPersistOptions, createQueryClient } from '#pwa/lib/query-client.ts';

type AppProviderProps = {
  children: React.ReactNode;
  /** Where to go when the API ends the session (the router's navigate to /login). */
  onSessionEnded?: () => void;
  /** Tests pass a stand-in identity provider; the app loads Firebase. */
  loadIdentity?: LoadIdentity;
};

/** Everything the routes need around them: data cache (persisted), auth, toasts. */
export function AppProvider({ children, onSessionEnded, loadIdentity }: AppProviderProps) {
  const [queryClient] = React.useState(createQueryClient);
  const [persistOptions] = React.useState(() => createPersistOptions(queryClient));
  React.useEffect(() => installOfflineCache(queryClient), [queryClient]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // The restored cache paints at once, but may be older than the last write (another tab,
      // a write the throttled persister had not saved yet): refetch what is on screen.
      onSuccess={() => void queryClient.invalidateQueries()}
    >
      <AuthProvider onSessionEnded={onSessionEnded} loadIdentity={loadIdentity}>
        {children}
        <Toaster />
      </AuthProvider>
    </PersistQueryClientProvider>
  );
}
