// The response cache holds a bounded number of responses and bytes per version, dropping the least
// recently asked first: the catalogue's filters have countless combinations, and each one asked
// must not grow the server's memory.
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

/** A response of about `bytes` bytes, counting its builds. */
function builder(bytes: number, builds: { count: number }) {
  return async () => {
    builds.count += 1;
    return 'x'.repeat(bytes - 2);
  };
}

describe('createResponseCache', () => {
  it('keeps at most maxEntries answers, the least recently asked going first', async () => {
    const cache = createResponseCache(3, 1_000_000);
    const builds = { count: 0 };
    for (const key of ['a', 'b', 'c']) await cache.get('v1', key, builder(10, builds));
    await cache.get('v1', 'a', builder(10, builds)); // asked again: now the most recent
    await cache.get('v1', 'd', builder(10, builds)); // drops b, the least recently asked
    expect(builds.count).toBe(4);
    await cache.get('v1', 'a', builder(10, builds));
    await cache.get('v1', 'c', builder(10, builds));
    expect(builds.count).toBe(4);
    await cache.get('v1', 'b', builder(10, builds));
    expect(builds.count).toBe(5);
  });

  it('holds at most maxBytes of answers, however many distinct keys are asked', async () => {
    const cache = createResponseCache(1_000, 1_000);
    const builds = { count: 0 };
    for (let index = 0; index < 100; index += 1) {
      await cache.get('v1', `filter-${index}`, builder(300, builds));
    }
    // 3 responses of 300 bytes fit in 1,000: the last three are held, the rest were dropped.
    const before = builds.count;
    for (const index of [97, 98, 99])
      await cache.get('v1', `filter-${index}`, builder(300, builds));
    expect(builds.count).toBe(before);
    await cache.get('v1', 'filter-0', builder(300, builds));
    expect(builds.count).toBe(before + 1);
  });

  it('keeps an answer larger than the whole budget for the requests waiting on it', async () => {
    const cache = createResponseCache(10, 100);
    const builds = { count: 0 };
    const [first, second] = await Promise.all([
      cache.get('v1', 'big', builder(500, builds)),
      cache.get('v1', 'big', builder(500, builds)),
    ]);
    expect(first).toBe(second);
    expect(builds.count).toBe(1);
  });

  it('starts afresh for a new version', async () => {
    const cache = createResponseCache();
    const builds = { count: 0 };
    await cache.get('v1', 'all', builder(10, builds));
    await cache.get('v2', 'all', builder(10, builds));
    expect(builds.count).toBe(2);
  });
});
