// The adapter over a fake with the binding's documented interface: `limit({ key })` resolves to
// `{ success }`. api/worker.test.ts runs the real bundle against Miniflare's simulation of it.
import { describe, expect, it } from 'vitest';
import {
  CLOUDFLARE_RATE_LIMIT_PERIOD_SECONDS,
  createCloudflareRateLimiter,
  type RateLimitBinding,
} from './cloudflare-limiter.ts';

function fakeBinding(limit: number): RateLimitBinding & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    limit(options) {
      keys.push(options.key);
      const count = (counts.get(options.key) ?? 0) + 1;
      counts.set(options.key, count);
      return Promise.resolve({ success: count <= limit });
    },
  };
}

describe("the Workers rate limiter over Cloudflare's binding", () => {
  it('asks the binding for each key and refuses for a whole period when it says no', async () => {
    const binding = fakeBinding(1);
    const limiter = createCloudflareRateLimiter(binding);
    expect(await limiter.take('address:203.0.113.7')).toEqual({ allowed: true });
    expect(await limiter.take('user:a@academy.test')).toEqual({ allowed: true });
    expect(await limiter.take('address:203.0.113.7')).toEqual({
      allowed: false,
      retryAfterSeconds: CLOUDFLARE_RATE_LIMIT_PERIOD_SECONDS,
    });
    expect(binding.keys).toEqual([
      'address:203.0.113.7',
      'user:a@academy.test',
      'address:203.0.113.7',
    ]);
  });
});
