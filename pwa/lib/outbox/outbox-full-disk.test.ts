// A full disk (QuotaExceededError) while a change is queued: what is only a cache makes room and
// the change is stored after all; when nothing more can go, the change is sent at once when
// online, and otherwise said not to be saved. What was queued before is never lost.
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aClass } from '#pwa/test/classes.ts';
import { apiError, installFakeApi, json } from '#pwa/test/fake-api.ts';
import { setAccessToken, type ApiPath } from '../api/api-client.ts';
import { getLocalDb, type OutboxEntry } from '../storage/local-db.ts';
import { provideOutboxKinds } from './outbox-kinds.ts';
import {
  ChangeNotStoredError,
  countWaiting,
  listOutbox,
  queueChange,
  sendChange,
  type OutboxChange,
} from './outbox.ts';

const EMAIL = 'student@academy.test';
const FULL = 'Your device is full: this change was not saved. Free some space, then try again.';

const attendancePath = (id: string) => `attendance/${id}` as ApiPath<'PUT'> & ApiPath<'DELETE'>;
const checkIn = (id: string): OutboxChange => ({
  id,
  op: 'check-in',
  method: 'PUT',
  path: attendancePath(id),
  body: { classId: 'class-1' },
  email: EMAIL,
});
const undoCheckIn = (id: string): OutboxChange => ({
  id,
  op: 'undo-check-in',
  method: 'DELETE',
  path: attendancePath(id),
  email: EMAIL,
});

/** The two ways Dexie reports a full disk: its own error, or the transaction's abort around it. */
const quotaErrors = {
  'Dexie.QuotaExceededError': () => new Dexie.QuotaExceededError('The disk is full.'),
  'an AbortError with the DOMException inside': () =>
    new Dexie.AbortError(
      'Transaction aborted',
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    ),
};

/** What the device holds before the disk fills: a waiting change, saved classes, a saved query. */
async function deviceWithData() {
  const db = getLocalDb();
  await queueChange(checkIn('earlier'));
  await db.classes.put(aClass({ _id: 'yoga' }));
  await db.snapshots.put({ key: 'classes', data: ['yoga'], savedAt: 't0' });
  await db.snapshots.put({ key: 'query:["timetable"]', data: { data: [] }, savedAt: 't0' });
}

/** From now on every outbox write finds the disk full (`times`: only the first ones). */
function fillTheDisk(error: () => Error, times = Number.POSITIVE_INFINITY) {
  const put = getLocalDb().outbox.put.bind(getLocalDb().outbox);
  let failures = 0;
  return vi.spyOn(getLocalDb().outbox, 'put').mockImplementation((...args) => {
    if (failures < times) {
      failures += 1;
      return Promise.reject(error()) as ReturnType<typeof put>;
    }
    return put(...args);
  });
}

const sentKinds: OutboxEntry[] = [];
let stopKinds: () => void = () => {};

beforeEach(() => {
  setAccessToken('token');
  sentKinds.length = 0;
  stopKinds = provideOutboxKinds(async () => ({
    'check-in': {
      onSent: (entry) => sentKinds.push(entry),
      refused: { title: 'A check-in could not be saved', description: 'See Attendance.' },
    },
  }));
});
afterEach(() => stopKinds());

describe.each(Object.entries(quotaErrors))('a full disk reported as %s', (_name, error) => {
  it('drops the saved classes and copies, stores the change on the retry, and keeps what waited', async () => {
    await deviceWithData();
    const put = fillTheDisk(error, 1);

    await expect(queueChange(checkIn('new'))).resolves.toBe(true);

    expect(put).toHaveBeenCalledTimes(2);
    const db = getLocalDb();
    expect(await db.classes.count()).toBe(0);
    expect(await db.snapshots.count()).toBe(0);
    expect((await listOutbox(EMAIL)).map((entry) => [entry.id, entry.state])).toEqual([
      ['earlier', 'pending'],
      ['new', 'pending'],
    ]);
  });

  it('still full: stores nothing, loses nothing, and says so', async () => {
    await deviceWithData();
    fillTheDisk(error);

    const failed = queueChange(checkIn('new'));
    await expect(failed).rejects.toBeInstanceOf(ChangeNotStoredError);
    await expect(failed).rejects.toMatchObject({ why: 'device_full' });
    expect((await listOutbox(EMAIL)).map((entry) => entry.id)).toEqual(['earlier']);
  });
});

describe('sendChange on a disk that stays full', () => {
  const error = quotaErrors['Dexie.QuotaExceededError'];

  it('offline: answers not-saved with the sentence, sends nothing, and nothing waits', async () => {
    const calls = installFakeApi({ 'PUT attendance/*': () => json({ ok: true }) });
    await deviceWithData();
    fillTheDisk(error);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await expect(sendChange(checkIn('new'))).resolves.toEqual({
      state: 'not-saved',
      reason: FULL,
      refusal: { reason: 'client_device_full', params: {} },
    });
    expect(calls).toHaveLength(0);
    expect(await countWaiting(EMAIL)).toBe(1); // the one from before, not this one
    expect((await listOutbox(EMAIL)).map((entry) => entry.id)).toEqual(['earlier']);
  });

  it('online: sends the change directly, reports it sent and tells its kind', async () => {
    const calls = installFakeApi({ 'PUT attendance/*': () => json({ ok: true }) });
    await deviceWithData();
    fillTheDisk(error);

    await expect(sendChange(checkIn('new'))).resolves.toEqual({ state: 'sent' });
    expect(calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual([
      'PUT attendance/new Bearer token',
    ]);
    expect(sentKinds.map((entry) => entry.id)).toEqual(['new']);
    expect((await listOutbox(EMAIL)).map((entry) => entry.id)).toEqual(['earlier']);
  });

  it("online: reports the server's refusal as it came", async () => {
    installFakeApi({ 'PUT attendance/*': () => apiError(409, 'conflict', 'The class is over.') });
    fillTheDisk(error);
    await expect(sendChange(checkIn('new'))).resolves.toEqual({
      state: 'refused',
      reason: 'The class is over.',
    });
    expect(sentKinds).toEqual([]);
  });

  it('online with the server not answering: not saved, since it cannot wait anywhere', async () => {
    installFakeApi({ 'PUT attendance/*': () => json('<html>Bad Gateway</html>', 502) });
    fillTheDisk(error);
    await expect(sendChange(checkIn('new'))).resolves.toMatchObject({
      state: 'not-saved',
      reason: FULL,
    });
    expect(await countWaiting(EMAIL)).toBe(0);
  });

  it('an undo sent directly forgets the change it undid, which would otherwise be sent after it', async () => {
    const calls = installFakeApi({
      'DELETE attendance/*': () => json({ deleted: 1 }),
      'PUT attendance/*': () => json({ ok: true }),
    });
    // Sent once, answer lost: the undo must be queued, and the disk is full.
    await getLocalDb().outbox.put({
      ...checkIn('a'),
      state: 'pending',
      attempts: 1,
      lastError: 'We could not reach the server.',
      createdAt: new Date().toISOString(),
    });
    fillTheDisk(error);

    await expect(sendChange(undoCheckIn('a'), { undo: true })).resolves.toEqual({
      state: 'sent',
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE attendance/a']);
    expect(await listOutbox(EMAIL)).toEqual([]);
  });
});

it('an error other than a full disk is not taken for one', async () => {
  fillTheDisk(() => new Dexie.ConstraintError('Not that.'));
  await expect(queueChange(checkIn('new'))).rejects.toMatchObject({ name: 'ConstraintError' });
});
