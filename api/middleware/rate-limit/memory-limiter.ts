// The rate limit's counts in this process's memory (Node): an exact fixed window per key, per
// process (decision 015). Memory is bounded, and a flood of new keys cannot reset anyone's count.
import { ALLOWED, type RateLimiter, type RateLimitVerdict } from './rate-limit.ts';

export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Keys each of the two tiers below keeps at most, so their memory stays bounded when full. */
export const MAX_TRACKED_KEYS = 10_000;

export interface MemoryRateLimiterOptions {
  /** Requests a key may make in one window. */
  limit: number;
  /** Milliseconds since the epoch; Date.now by default (tests move it). */
  clock?: () => number;
  windowMs?: number;
  maxTrackedKeys?: number;
}

export interface MemoryRateLimiter extends RateLimiter {
  take(key: string): RateLimitVerdict;
  /** How many keys are tracked now (at most twice maxTrackedKeys). */
  readonly trackedKeys: number;
}

interface Window {
  start: number;
  count: number;
}

export function createMemoryRateLimiter(options: MemoryRateLimiterOptions): MemoryRateLimiter {
  const { limit, clock = Date.now } = options;
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const maxKeys = options.maxTrackedKeys ?? MAX_TRACKED_KEYS;
  // Two tiers, each a Map in the order its entries came in, so its first entry is its oldest.
  // A key's first request of a window puts it in `once`; its second moves it to `again`. A flood
  // of new keys (one request each) pushes only other one-request keys out of `once`: a client
  // who has made two or more requests this window, and anyone at the limit, keeps their count
  // unless they are the oldest of `maxKeys` such clients.
  const once = new Map<string, Window>();
  const again = new Map<string, Window>();

  /** Adds `key` as the newest of `tier`; drops expired windows from its front, and its oldest when over. */
  const addNewest = (tier: Map<string, Window>, key: string, window: Window, now: number) => {
    tier.delete(key);
    tier.set(key, window);
    for (const [oldestKey, oldest] of tier) {
      if (tier.size <= maxKeys && now - oldest.start < windowMs) break;
      tier.delete(oldestKey);
    }
  };

  return {
    take(key) {
      const now = clock();
      let window = again.get(key) ?? once.get(key);
      if (!window || now - window.start >= windowMs) {
        again.delete(key);
        window = { start: now, count: 1 };
        addNewest(once, key, window, now);
      } else {
        window.count += 1;
        if (window.count === 2) {
          once.delete(key);
          addNewest(again, key, window, now);
        }
      }
      if (window.count <= limit) return ALLOWED;
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil((window.start + windowMs - now) / 1000),
      };
    },
    get trackedKeys() {
      return once.size + again.size;
    },
  };
}
