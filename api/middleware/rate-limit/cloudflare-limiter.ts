// The rate limit on Workers: Cloudflare's Rate Limiting binding ([[ratelimits]] in wrangler.toml),
// whose counts the isolates of one Cloudflare location share; an isolate's own memory would give
// each isolate its own limit (decision 015). Its limit and period are set in wrangler.toml.
import { ALLOWED, type RateLimiter } from './rate-limit.ts';

/** The binding's documented interface (workers-types' `RateLimit`). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** wrangler.toml's `simple.period` (Cloudflare allows 10 or 60): the longest a client waits. */
export const CLOUDFLARE_RATE_LIMIT_PERIOD_SECONDS = 60;

export function createCloudflareRateLimiter(binding: RateLimitBinding): RateLimiter {
  return {
    async take(key) {
      const { success } = await binding.limit({ key });
      // The binding does not say when its window ends: a whole period is the most it can be.
      return success
        ? ALLOWED
        : { allowed: false, retryAfterSeconds: CLOUDFLARE_RATE_LIMIT_PERIOD_SECONDS };
    },
  };
}
