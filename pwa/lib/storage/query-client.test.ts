import { persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createPersistOptions, createQueryClient, saveCacheOnLeave } from './query-client.ts';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  localStorage.clear();
});

const TIMETABLE = ['enrollments', 'timetable'];

describe('saveCacheOnLeave', () => {
  it('saves the whole cache when the page is left, in a form the persister restores', async () => {
    const before = createQueryClient();
    before.setQueryData(TIMETABLE, [{ id: 's1', className: 'Football' }]);
    stops.push(saveCacheOnLeave(createPersistOptions(before)));
    expect(localStorage.length).toBe(0);

    window.dispatchEvent(new Event('pagehide'));

    // The next page load (a new client) restores it through TanStack's persister.
    const after = createQueryClient();
    await persistQueryClientRestore(createPersistOptions(after));
    expect(after.getQueryData(TIMETABLE)).toEqual([{ id: 's1', className: 'Football' }]);
  });

  it('saves when the page is hidden (an app switched away from, then closed)', () => {
    const client = createQueryClient();
    client.setQueryData(TIMETABLE, []);
    stops.push(saveCacheOnLeave(createPersistOptions(client)));
    document.dispatchEvent(new Event('visibilitychange'));
    // jsdom's document is visible: nothing yet.
    expect(localStorage.length).toBe(0);

    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Object.defineProperty(document, 'visibilityState', visibility);
    }
    expect(localStorage.length).toBe(1);
  });

  it('stops saving once stopped', () => {
    const client = createQueryClient();
    client.setQueryData(TIMETABLE, []);
    saveCacheOnLeave(createPersistOptions(client))();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.length).toBe(0);
  });
});
