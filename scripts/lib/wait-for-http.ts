// Polls a URL until the server responds (any HTTP status counts: it is listening and serving).
import { setTimeout as delay } from 'node:timers/promises';

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Stops waiting early, e.g. when the process that should serve the URL has exited. */
  failFast?: () => string | undefined;
}

export async function waitForHttp(url: string, options: WaitOptions = {}): Promise<void> {
  const { timeoutMs = 60_000, intervalMs = 250, failFast } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    const failure = failFast?.();
    if (failure) throw new Error(`Gave up waiting for ${url}: ${failure}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await delay(intervalMs);
  }
  throw new Error(
    `Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${url} (${lastError})`,
  );
}
