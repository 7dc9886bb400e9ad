import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getLocalDb } from './local-db.ts';
import { forgetPrivateCopies, installOfflineCache } from './offline-cache.ts';

function client() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  installOfflineCache(queryClient, { saveDelayMs: 0 });
  return queryClient;
}

async function savedKeys() {
  return (await getLocalDb().snapshots.toArray()).map((snapshot) => snapshot.key).sort();
}

async function savedData() {
  return (await getLocalDb().snapshots.toArray()).map(
    (snapshot) => (snapshot.data as { data: unknown }).data,
  );
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('offline copies of queries', () => {
  it('keeps a copy of each successful query and answers from it when the network fails', async () => {
    const online = client();
    await online.fetchQuery({ queryKey: ['instructors'], queryFn: async () => ['Ann', 'Bo'] });
    await expect.poll(savedKeys).toEqual(['query:["instructors"]']);
    const savedAt = Date.parse((await getLocalDb().snapshots.toArray())[0]!.savedAt);

    // A later visit (a fresh cache) with no network.
    const offline = client();
    const observed = offline.getQueryCache().build(offline, {
      queryKey: ['instructors'],
      queryFn: networkDown,
      retry: false,
    });
    await observed.fetch().catch(() => undefined);

    await expect.poll(() => observed.state.data).toEqual(['Ann', 'Bo']);
    expect(observed.state.dataUpdatedAt).toBe(savedAt);
  });

  it('follows a change the app makes to the data, and keeps the date of a copy it put back', async () => {
    const online = client();
    await online.fetchQuery({ queryKey: ['selections', 'me'], queryFn: async () => ['a'] });
    await expect.poll(savedData).toEqual([['a']]);
    // The outbox sent a select: the screen's list has it, and so must the copy (decision 020).
    online.setQueryData(['selections', 'me'], ['a', 'b']);
    await expect.poll(savedData).toEqual([['a', 'b']]);
    const [copy] = await getLocalDb().snapshots.toArray();

    const offline = client();
    const observed = offline.getQueryCache().build(offline, {
      queryKey: ['selections', 'me'],
      queryFn: networkDown,
      retry: false,
    });
    await observed.fetch().catch(() => undefined);
    await expect.poll(() => observed.state.data).toEqual(['a', 'b']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await getLocalDb().snapshots.toArray())[0]?.savedAt).toBe(copy?.savedAt);
  });

  it("keeps a copy of the page's data from its HTML, not of what an earlier visit left", async () => {
    const queryClient = new QueryClient();
    // As pwa/app/page-data.ts before the first render, and the persisted cache's older data.
    queryClient.setQueryData(['class', 'x'], { _id: 'x' });
    queryClient.setQueryData(['instructors'], ['Ann'], {
      updatedAt: performance.timeOrigin - 60_000,
    });
    installOfflineCache(queryClient, { saveDelayMs: 0 });
    await expect.poll(savedKeys).toEqual(['query:["class","x"]']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await savedKeys()).toEqual(['query:["class","x"]']);
  });

  it('writes the gathered copies at once when the page is left, not after the pause', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = installOfflineCache(queryClient, { saveDelayMs: 60_000 });
    await queryClient.fetchQuery({
      queryKey: ['auth', 'role', 'a@b.test'],
      queryFn: async () => 'student',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await savedKeys()).toEqual([]);

    // Started before the event returns: the page being left may run nothing after it.
    const put = vi.spyOn(getLocalDb().snapshots, 'put');
    window.dispatchEvent(new Event('pagehide'));
    expect(put).toHaveBeenCalledTimes(1);
    put.mockRestore();
    await expect.poll(savedKeys).toEqual(['query:["auth","role","a@b.test"]']);
    stop();
  });

  it('writes nothing more once uninstalled, not even what it had gathered', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = installOfflineCache(queryClient, { saveDelayMs: 20 });
    await queryClient.fetchQuery({ queryKey: ['waitlist'], queryFn: async () => ['offer'] });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await savedKeys()).toEqual([]);
  });

  it('does not keep queries marked persist: false', async () => {
    const queryClient = client();
    await queryClient.fetchQuery({
      queryKey: ['outbox', 'me'],
      queryFn: async () => [1],
      meta: { persist: false },
    });
    await queryClient.fetchQuery({ queryKey: ['classes'], queryFn: async () => [2] });
    await expect.poll(savedKeys).toEqual(['query:["classes"]']);
  });

  it('forgets the private copies on logout and keeps the public ones', async () => {
    const queryClient = client();
    // Public: its feature says so (meta.public); every other query is private.
    await queryClient.fetchQuery({
      queryKey: ['classes'],
      queryFn: async () => [1],
      meta: { public: true },
    });
    await queryClient.fetchQuery({ queryKey: ['student', 'payments'], queryFn: async () => [2] });
    await expect.poll(async () => (await savedKeys()).length).toBe(2);

    await forgetPrivateCopies();

    expect(await savedKeys()).toEqual(['query:["classes"]']);
  });
});
