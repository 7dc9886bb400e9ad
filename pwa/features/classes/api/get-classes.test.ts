import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { getApprovedClasses } from './get-classes.ts';

const tennis: Class = {
  _id: 'class-1',
  photo: '/images/classes/tennis.svg',
  Name: 'Tennis Basics',
  IName: 'Hannah Schmidt',
  Iemail: 'coach@academy.test',
  price: 49.99,
  sets: 12,
  status: 'approved',
  enrolled: 3,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const yoga: Class = { ...tennis, _id: 'class-0', Name: 'Morning Yoga' };

async function savedCount() {
  return getLocalDb().classes.count();
}

describe('getApprovedClasses', () => {
  it('saves the classes it fetched in IndexedDB, in the order the server sent them', async () => {
    installFakeApi({ 'GET class': () => json([tennis, yoga]) });
    const online = await getApprovedClasses();
    expect(online).toEqual({ classes: [tennis, yoga], savedAt: null });
    await vi.waitFor(async () => expect(await savedCount()).toBe(2));
  });

  it('answers from the saved copy, with when it was saved, once the network is gone', async () => {
    installFakeApi({ 'GET class': () => json([tennis, yoga]) });
    await getApprovedClasses();
    await vi.waitFor(async () => expect(await savedCount()).toBe(2));

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await getApprovedClasses();
    expect(offline.classes.map((item) => item.Name)).toEqual(['Tennis Basics', 'Morning Yoga']);
    expect(offline.savedAt).toEqual(expect.any(String));
  });

  it('also answers from the saved copy when a proxy says 502', async () => {
    installFakeApi({ 'GET class': () => json([tennis]) });
    await getApprovedClasses();
    await vi.waitFor(async () => expect(await savedCount()).toBe(1));
    installFakeApi({ 'GET class': () => ({ status: 502, body: 'Bad Gateway' }) });
    expect((await getApprovedClasses()).savedAt).not.toBeNull();
  });

  it('passes a refusal (4xx) through instead of hiding it behind old data', async () => {
    installFakeApi({
      'GET class': () => ({
        status: 400,
        body: { error: { code: 'bad_request', message: 'Bad query.' } },
      }),
    });
    await expect(getApprovedClasses()).rejects.toThrow();
  });

  it('answers the list unsaved when the disk is too full to save it', async () => {
    installFakeApi({ 'GET class': () => json([tennis, yoga]) });
    const full = new Dexie.AbortError(
      'Transaction aborted',
      new DOMException('', 'QuotaExceededError'),
    );
    vi.spyOn(getLocalDb().classes, 'bulkPut').mockRejectedValue(full);
    await expect(getApprovedClasses()).resolves.toEqual({ classes: [tennis, yoga], savedAt: null });
    expect(await savedCount()).toBe(0);
  });
});
