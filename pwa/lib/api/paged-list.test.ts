import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, type ApiCall } from '#pwa/test/fake-api.ts';
import { contactMessagePageSchema, type ContactMessage } from '#shared/schemas/contact.ts';
import { api } from './api-client.ts';
import { getLocalDb } from '../storage/local-db.ts';
import { installOfflineCache } from '../storage/offline-cache.ts';
import { ADMIN_PAGE_SIZE, pagedListOptions } from './paged-list.ts';

const message = (n: number): ContactMessage => ({
  _id: `m${n}`,
  name: 'Pat',
  email: 'pat@visitor.test',
  subject: `Message ${n}`,
  message: 'Hello',
  createdAt: `2030-01-0${n}T00:00:00.000Z`,
});

const options = pagedListOptions({
  queryKey: ['contact-messages', 'pages'],
  key: 'messages',
  fetchPage: async (searchParams) =>
    contactMessagePageSchema.parse(await api.get('contact', { searchParams }).json()),
});

function observe() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stop = installOfflineCache(queryClient, { saveDelayMs: 0 });
  const observer = new InfiniteQueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    observer,
    stop: () => {
      unsubscribe();
      stop();
    },
  };
}

/** The ids in the saved copy of the list's pages. */
async function savedRows() {
  const [saved] = await getLocalDb().snapshots.toArray();
  const copy = saved?.data as { data: { pages: { messages: ContactMessage[] }[] } } | undefined;
  return copy?.data.pages.flatMap((page) => page.messages.map((row) => row._id)) ?? [];
}

afterEach(() => vi.unstubAllGlobals());

describe('a paged list', () => {
  it('asks for a page at a time and shows the rows of the pages loaded so far', async () => {
    const calls = installFakeApi({
      'GET contact': ({ search }: ApiCall) =>
        search.includes('after=m3')
          ? json({ messages: [message(2), message(1)], next: null })
          : json({ messages: [message(4), message(3)], next: 'm3' }),
    });
    const { observer, stop } = observe();
    await expect.poll(() => observer.getCurrentResult().data?.length).toBe(2);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().data?.map((row) => row._id)).toEqual([
      'm4',
      'm3',
      'm2',
      'm1',
    ]);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    await expect.poll(savedRows).toEqual(['m4', 'm3', 'm2', 'm1']);
    expect(calls.map((call) => call.search)).toEqual([
      `?limit=${ADMIN_PAGE_SIZE}`,
      `?limit=${ADMIN_PAGE_SIZE}&after=m3`,
    ]);
    stop();
  });

  it('offline, answers from the saved copy: the pages loaded, and the next one still to load', async () => {
    installFakeApi({ 'GET contact': () => json({ messages: [message(4)], next: 'm4' }) });
    const online = observe();
    await expect.poll(savedRows).toEqual(['m4']);
    online.stop();

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = observe();
    await expect.poll(() => offline.observer.getCurrentResult().data).toEqual([message(4)]);
    expect(offline.observer.getCurrentResult().hasNextPage).toBe(true);
    offline.stop();
  });
});
