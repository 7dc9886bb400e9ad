/**
 * When to send the outbox: at app start, when the connection returns, when the tab becomes
 * visible again, when the service worker relays a Background Sync, and every half minute while
 * something waits (a server that answered 5xx). Loaded lazily with the outbox.
 */
import { flushOutbox, type FlushResult } from './outbox.ts';

const RETRY_MS = 30_000;

export function startOutboxSync(onFlushed: (result: FlushResult) => void): () => void {
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function run(): Promise<void> {
    if (!navigator.onLine) return;
    // A trigger during a run asks for one more run: its change may have missed this one.
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      let result: FlushResult;
      do {
        again = false;
        result = await flushOutbox();
        if (result.sent > 0 || result.refused > 0) onFlushed(result);
      } while (again);
      if (result.waiting > 0) timer = setTimeout(() => void run(), RETRY_MS);
    } catch (error) {
      console.warn('Could not send the waiting changes', error);
    } finally {
      running = false;
    }
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void run();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'SYNC_OUTBOX') void run();
  };
  const onOnline = () => void run();
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  void run();

  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
