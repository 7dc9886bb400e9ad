// A browser that keeps no data here (older Firefox's private windows: IndexedDB refuses to open;
// some embedded browsers have none): reads answer nothing, changes go straight to the server when
// online and are said not to be saved when offline, and the database is tried once per page.
// This file is one such page: every test runs with the database refusing to open.
import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { setAccessToken, type ApiPath } from '../api/api-client.ts';
import {
  ChangeNotStoredError,
  countWaiting,
  dismissOutboxEntry,
  flushOutbox,
  listOutbox,
  queueChange,
  sendChange,
  type OutboxChange,
} from '../outbox/outbox.ts';
import { forgetPrivateCopies } from './offline-cache.ts';
import { openLocalDb, readClasses, readSnapshot, saveClasses, saveSnapshot } from './local-db.ts';
import { readStorageDurability } from './persistent-storage.ts';
import { storageDurabilityText } from './use-storage-durability.ts';

const EMAIL = 'student@academy.test';
const NOT_KEPT = 'This window keeps no data: changes can’t wait for the connection here.';

const checkIn: OutboxChange = {
  id: 'a',
  op: 'check-in',
  method: 'PUT',
  path: 'attendance/a' as ApiPath<'PUT'>,
  body: { classId: 'class-1' },
  email: EMAIL,
};

/** Firefox's private window, as Dexie reports it. */
const refuseToOpen = () =>
  vi
    .spyOn(Dexie.prototype, 'open')
    .mockRejectedValue(
      new Dexie.OpenFailedError(
        'InvalidStateError A mutation operation was attempted on a database that did not allow mutations.',
      ),
    );

let open: ReturnType<typeof refuseToOpen>;
beforeEach(() => {
  open = refuseToOpen();
  setAccessToken('token');
});

describe('reading and writing saved data', () => {
  it('answers nothing, without an error, and tries to open the database once for the page', async () => {
    await expect(readSnapshot('query:["timetable"]')).resolves.toBeUndefined();
    await expect(readClasses()).resolves.toBeNull();
    await expect(listOutbox(EMAIL)).resolves.toEqual([]);
    await expect(countWaiting(EMAIL)).resolves.toBe(0);
    await expect(saveSnapshot('query:["timetable"]', [])).resolves.toBeUndefined();
    await expect(saveClasses([])).resolves.toBeUndefined();
    await expect(dismissOutboxEntry('a')).resolves.toBeUndefined();
    await expect(forgetPrivateCopies()).resolves.toBeUndefined();
    await expect(flushOutbox(EMAIL)).resolves.toEqual({ sent: 0, refused: 0, waiting: 0 });
    // The file's first test: the page's one try, which every later read and test reuses.
    expect(open).toHaveBeenCalledTimes(1);
    await expect(openLocalDb()).resolves.toBeNull();
  });
});

describe('a change made here', () => {
  it('online: goes straight to the server and is reported sent', async () => {
    expect(open).not.toHaveBeenCalled(); // known from the first test's try
    const calls = installFakeApi({ 'PUT attendance/*': () => json({ ok: true }) });
    await expect(sendChange(checkIn)).resolves.toEqual({ state: 'sent' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT attendance/a']);
  });

  it('offline: is not saved, and the sentence says it cannot wait here', async () => {
    const calls = installFakeApi({ 'PUT attendance/*': () => json({ ok: true }) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(sendChange(checkIn)).resolves.toEqual({
      state: 'not-saved',
      reason: NOT_KEPT,
      refusal: { reason: 'client_not_kept_offline', params: {} },
    });
    expect(calls).toHaveLength(0);
    await expect(queueChange(checkIn)).rejects.toMatchObject({ why: 'not_kept' });
    await expect(queueChange(checkIn)).rejects.toBeInstanceOf(ChangeNotStoredError);
  });
});

describe('how long this device keeps data', () => {
  it("is 'not-kept', and says what is not kept", async () => {
    await expect(readStorageDurability()).resolves.toBe('not-kept');
    expect(storageDurabilityText('not-kept')).toBe(
      'This window keeps no data: classes are not saved for offline use, and changes made offline can’t wait for the connection.',
    );
  });
});

it('a browser without IndexedDB at all is told apart without trying to open anything', async () => {
  vi.stubGlobal('indexedDB', undefined);
  try {
    vi.resetModules(); // a new page: nothing known yet
    const fresh = await import('./local-db.ts');
    await expect(fresh.openLocalDb()).resolves.toBeNull();
    await expect(fresh.readClasses()).resolves.toBeNull();
    expect(open).not.toHaveBeenCalled();
  } finally {
    vi.unstubAllGlobals();
  }
});
