import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-limiter.ts';

const START = Date.parse('2030-01-01T00:00:00.000Z');

function limiterAt(options: { limit: number; maxTrackedKeys?: number }) {
  let now = START;
  const limiter = createMemoryRateLimiter({ ...options, clock: () => now });
  return {
    limiter,
    advance(ms: number) {
      now += ms;
    },
    allowedOf: (key: string, count: number) =>
      Array.from({ length: count }, () => limiter.take(key).allowed),
  };
}

describe('the in-memory rate limiter', () => {
  it('allows `limit` requests a minute per key, then says how long to wait', () => {
    const { limiter, advance, allowedOf } = limiterAt({ limit: 3 });
    expect(allowedOf('a', 4)).toEqual([true, true, true, false]);
    expect(allowedOf('b', 1)).toEqual([true]);
    advance(20_500);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    advance(39_500);
    expect(allowedOf('a', 4)).toEqual([true, true, true, false]);
  });

  it('keeps a client that is mid-window limited while 20,000 new keys flood in', () => {
    const { limiter, advance, allowedOf } = limiterAt({ limit: 3, maxTrackedKeys: 100 });
    expect(allowedOf('victim-at-limit', 4)).toEqual([true, true, true, false]);
    expect(allowedOf('mid-window', 2)).toEqual([true, true]);
    advance(1_000);
    for (let i = 0; i < 20_000; i += 1) limiter.take(`flood-${i}`);
    expect(limiter.trackedKeys).toBeLessThanOrEqual(200);
    expect(allowedOf('victim-at-limit', 1)).toEqual([false]);
    expect(allowedOf('mid-window', 2)).toEqual([true, false]);
  });

  it('bounds memory by evicting the oldest of the repeat clients, never everyone', () => {
    const { limiter, advance, allowedOf } = limiterAt({ limit: 2, maxTrackedKeys: 3 });
    for (const key of ['first', 'second', 'third']) allowedOf(key, 3);
    advance(1_000);
    allowedOf('fourth', 3); // pushes out 'first', the oldest of three, and no one else
    expect(limiter.trackedKeys).toBe(3);
    expect(allowedOf('second', 1)).toEqual([false]);
    expect(allowedOf('third', 1)).toEqual([false]);
    expect(allowedOf('fourth', 1)).toEqual([false]);
    expect(allowedOf('first', 1)).toEqual([true]);
  });

  it('forgets windows that are over', () => {
    const { limiter, advance } = limiterAt({ limit: 5, maxTrackedKeys: 10 });
    for (let i = 0; i < 10; i += 1) limiter.take(`old-${i}`);
    advance(60_000);
    limiter.take('new');
    expect(limiter.trackedKeys).toBe(1);
  });
});
