// Background work of the Node server (the payment sweep, the message dispatcher): a run every
// interval, never two at once, stopped with the server. Workers run the same work from a Cron
// Trigger instead (api/worker.ts).

export interface RepeatingTask {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs `run` every `intervalMs`; a run that is still going when the next is due skips it. */
export function repeatEvery(intervalMs: number, run: () => Promise<void>): RepeatingTask {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= run().finally(() => {
      running = null;
    });
  }, intervalMs);
  // The timer alone never keeps the process alive.
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
