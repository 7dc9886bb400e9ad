/**
 * Code fetched after the first render can fail to load: the connection dropped before the service
 * worker had cached it (a first visit). `loadCode` runs `load` now and again each time the browser
 * is back online, until it succeeds; then it hands the result to `loaded`. Returns a cancel.
 */
export function loadCode<T>(load: () => Promise<T>, loaded: (value: T) => void): () => void {
  let active = true;
  const attempt = () => {
    load().then(
      (value) => {
        if (!active) return;
        window.removeEventListener('online', attempt);
        loaded(value);
      },
      () => undefined, // Not loaded: the next 'online' tries again.
    );
  };
  window.addEventListener('online', attempt);
  attempt();
  return () => {
    active = false;
    window.removeEventListener('online', attempt);
  };
}
