/**
 * A query with nothing to show whose fetch waits for a connection. Its saved copy was looked for
 * at the first failed try, before the retry paused (pwa/lib/storage/offline-cache.ts), and there was
 * none: the screen says it is not saved on this device (NotSavedState) instead of loading until
 * the connection comes back. Its own module: first-paint code asks it, without the cache's code.
 */
export function isNotSavedHere(query: { isPending: boolean; fetchStatus: string }): boolean {
  return query.isPending && query.fetchStatus === 'paused';
}
