// A value other processes may change (the classes change counter in the database), read at most
// once per `maxAgeMs` instead of on every request. This process's own writes call invalidate(),
// so they show at once here; another process's (or Worker isolate's) writes show within
// `maxAgeMs` plus one read. Decision 010 explains why that bound is acceptable.

export interface ChangeWatch<T> {
  /** The value, read again when older than maxAgeMs or invalidated since. */
  current(): Promise<T>;
  /** Forget the value: the next current() reads it again. Call after every local write. */
  invalidate(): void;
}

export function createChangeWatch<T>(
  read: () => Promise<T>,
  { maxAgeMs, clock = Date.now }: { maxAgeMs: number; clock?: (() => number) | undefined },
): ChangeWatch<T> {
  let generation = 0;
  let held: { generation: number; readAt: number; value: Promise<T> } | null = null;

  return {
    current() {
      const at = clock();
      if (held && held.generation === generation && at - held.readAt < maxAgeMs) return held.value;
      // Requests that arrive while this read runs share it. A write that lands meanwhile moves
      // the generation on, so the next request reads again rather than reuse this response.
      const entry = { generation, readAt: at, value: read() };
      held = entry;
      entry.value.catch(() => {
        if (held === entry) held = null;
      });
      return entry.value;
    },
    invalidate() {
      generation += 1;
      held = null;
    },
  };
}
