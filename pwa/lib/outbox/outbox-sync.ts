/**
 * When to send the outbox: at app start, when the connection returns, when the tab becomes
 * visible again, when the service worker relays a Background Sync, when a change is queued while
 * the browser is online, and, while something waits because the server did not answer, again
 * after 5, 10, 20 then every 30 seconds. Loaded lazily with the outbox.
 */
import { onOutboxChange, onOutboxSentElsewhere } from './outbox-events.ts';
import { outboxKinds } from './outbox-kinds.ts';
import { flushOutbox, type FlushResult, type OutboxEntry } from './outbox.ts';

const RETRY_MS = [5_000, 10_000, 20_000, 30_000];
/** A burst of queued changes (or of sends reported by another tab) makes one run. */
const SETTLE_MS = 300;

/** Sends the changes of `email` (the signed-in user); `refused` lists the refusals of a run. */
export function startOutboxSync(
  email: string,
  onFlushed: (result: FlushResult, refused: OutboxEntry[]) => void,
): () => void {
  let running = false;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function retryLater(): void {
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    timer = setTimeout(() => void run(), delay);
  }

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
        const refused: OutboxEntry[] = [];
        result = await flushOutbox(email, (entry) => refused.push(entry));
        if (result.sent > 0 || result.refused > 0) onFlushed(result, refused);
      } while (again);
      if (result.waiting > 0) retryLater();
      else failures = 0;
    } catch (error) {
      // Renewing the access token failed too (the server is down): keep trying.
      console.warn('Could not send the waiting changes', error);
      retryLater();
    } finally {
      running = false;
    }
  }

  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), SETTLE_MS);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'SYNC_OUTBOX') void run();
  };
  const onOnline = () => {
    failures = 0;
    void run();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const stopListening = onOutboxChange(() => {
    if (!navigator.onLine) return;
    // During a run: a change queued meanwhile (a delete of what is being sent) needs one more.
    if (running) again = true;
    else soon();
  });
  // What another tab sent is this tab's to show as the server's too.
  const stopSentElsewhere = onOutboxSentElsewhere((entry) => {
    if (entry.email !== email) return;
    void outboxKinds().then((kinds) => kinds[entry.op]?.onSent?.(entry));
  });
  void run();

  return () => {
    clearTimeout(timer);
    stopListening();
    stopSentElsewhere();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
