// The catalogue in a browser that keeps no data (a private window whose IndexedDB refuses to
// open): the list comes from the server and is saved nowhere; offline there is none to show.
import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aClass } from '#pwa/test/classes.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { getApprovedClasses } from './get-classes.ts';

const tennis = aClass({ _id: 'tennis', Name: 'Tennis Basics' });
const yoga = aClass({ _id: 'yoga', Name: 'Morning Yoga' });

beforeEach(() => {
  vi.spyOn(Dexie.prototype, 'open').mockRejectedValue(
    new Dexie.MissingAPIError('IndexedDB API missing.'),
  );
});

describe('getApprovedClasses where nothing is kept', () => {
  it('answers the whole list from the server, newest first, as live data', async () => {
    const calls = installFakeApi({ 'GET class': () => json([yoga, tennis]) });
    await expect(getApprovedClasses()).resolves.toEqual({ classes: [yoga, tennis], savedAt: null });
    // Asked from the start each time: there is no cursor to keep.
    await getApprovedClasses();
    expect(calls.map((call) => call.search)).toEqual(['?since=0', '?since=0']);
  });

  it('offline, fails as a fetch does (the screen says nothing is saved), without an error of its own', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getApprovedClasses()).rejects.toThrow('Failed to fetch');
  });
});
