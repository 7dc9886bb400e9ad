// The outbox knows no feature: these tests queue changes of a kind it has never heard of (a
// check-in at a class, as the attendance feature will queue them). The selections' own tests
// are in pwa/features/selections/api/selection-outbox.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json } from '#pwa/test/fake-api.ts';
import { setAccessToken, type ApiPath } from '../api/api-client.ts';
import { getLocalDb, type OutboxEntry } from '../storage/local-db.ts';
import { provideOutboxKinds } from './outbox-kinds.ts';
import { flushOutbox, listOutbox, queueChange, sendChange, type OutboxChange } from './outbox.ts';

const EMAIL = 'student@academy.test';

/** A path the API's contract does not have: the outbox sends any request as it was stored. */
const attendancePath = (id: string) => `attendance/${id}` as ApiPath<'PUT'> & ApiPath<'DELETE'>;

const checkIn = (id: string): OutboxChange => ({
  id,
  op: 'check-in',
  method: 'PUT',
  path: attendancePath(id),
  body: { classId: 'class-1', scannedAt: '2026-03-01T09:00:00.000Z' },
  email: EMAIL,
});
const undoCheckIn = (id: string): OutboxChange => ({
  id,
  op: 'undo-check-in',
  method: 'DELETE',
  path: attendancePath(id),
  email: EMAIL,
});

/** A server that stores each check-in once, under its id (as an idempotency key would). */
function attendanceServer() {
  const stored = new Map<string, unknown>();
  const calls = installFakeApi({
    'PUT attendance/*': (call) => {
      stored.set(call.path, call.body);
      return json({ ok: true });
    },
    'DELETE attendance/*': (call) =>
      stored.delete(call.path) ? json({ deleted: 1 }) : apiError(404, 'not_found', 'Gone.'),
  });
  return { stored, calls };
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

describe('the outbox, for a change of any kind', () => {
  it('sends the stored request as it was queued (method, path, body, token), exactly once', async () => {
    const { stored, calls } = attendanceServer();
    await queueChange(checkIn('a'));
    expect(await listOutbox(EMAIL)).toMatchObject([
      { id: 'a', op: 'check-in', method: 'PUT', state: 'pending', attempts: 0 },
    ]);

    await expect(flushOutbox(EMAIL)).resolves.toEqual({ sent: 1, refused: 0, waiting: 0 });
    await expect(flushOutbox(EMAIL)).resolves.toEqual({ sent: 0, refused: 0, waiting: 0 });

    expect(calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual([
      'PUT attendance/a Bearer token',
    ]);
    expect(stored.get('attendance/a')).toEqual(checkIn('a').body);
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it("tells the change's kind that the server accepted it, and no other kind", async () => {
    attendanceServer();
    await queueChange(checkIn('a'));
    await queueChange(undoCheckIn('gone')); // a kind nobody registered: sent all the same
    await expect(flushOutbox(EMAIL)).resolves.toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(sentKinds.map((entry) => entry.id)).toEqual(['a']);
  });

  it('keeps a refusal with its reason and reports it to the caller of the flush', async () => {
    installFakeApi({ 'PUT attendance/*': () => apiError(409, 'conflict', 'The class is over.') });
    await queueChange(checkIn('a'));
    const refused: OutboxEntry[] = [];

    await expect(flushOutbox(EMAIL, (entry) => refused.push(entry))).resolves.toEqual({
      sent: 0,
      refused: 1,
      waiting: 0,
    });
    expect(refused).toMatchObject([{ id: 'a', state: 'refused', lastError: 'The class is over.' }]);
    expect(await listOutbox(EMAIL)).toMatchObject([{ id: 'a', state: 'refused' }]);
  });

  it('forgets a change that never left the device when it is undone, and sends the undo otherwise', async () => {
    const { calls } = attendanceServer();
    await queueChange(checkIn('a'));
    await expect(queueChange(undoCheckIn('a'), { undo: true })).resolves.toBe(false);
    expect(await listOutbox(EMAIL)).toEqual([]);

    await getLocalDb().outbox.put({
      ...checkIn('b'),
      state: 'pending',
      attempts: 1, // sent once, answer lost: the server may have it
      lastError: 'We could not reach the server.',
      createdAt: new Date().toISOString(),
    });
    await expect(queueChange(undoCheckIn('b'), { undo: true })).resolves.toBe(true);
    await flushOutbox(EMAIL);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE attendance/b']);
  });
});

describe('sendChange: outbox first, then send', () => {
  it('answers sent once the server has it, and leaves nothing behind', async () => {
    const { stored } = attendanceServer();
    await expect(sendChange(checkIn('a'))).resolves.toEqual({ state: 'sent' });
    expect(stored.has('attendance/a')).toBe(true);
    expect(await getLocalDb().outbox.count()).toBe(0);
  });

  it('offline, keeps the change without trying the network', async () => {
    const { calls } = attendanceServer();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(sendChange(checkIn('a'))).resolves.toEqual({ state: 'waiting', offline: true });
    expect(calls).toHaveLength(0);
    expect(await listOutbox(EMAIL)).toMatchObject([{ id: 'a', state: 'pending', attempts: 0 }]);
  });

  it('online with the server not answering, keeps the change for the retries', async () => {
    installFakeApi({ 'PUT attendance/*': () => json('<html>Bad Gateway</html>', 502) });
    await expect(sendChange(checkIn('a'))).resolves.toEqual({ state: 'waiting', offline: false });
    expect(await listOutbox(EMAIL)).toMatchObject([{ id: 'a', state: 'pending', attempts: 1 }]);
  });

  it("answers the server's refusal and drops the change: the caller says it at once", async () => {
    installFakeApi({ 'PUT attendance/*': () => apiError(403, 'forbidden', 'Not your class.') });
    await expect(sendChange(checkIn('a'))).resolves.toEqual({
      state: 'refused',
      reason: 'Not your class.',
    });
    expect(await getLocalDb().outbox.count()).toBe(0);
  });

  it('an undo of a change still on the device sends nothing', async () => {
    const { calls } = attendanceServer();
    await queueChange(checkIn('a'));
    await expect(sendChange(undoCheckIn('a'), { undo: true })).resolves.toEqual({ state: 'sent' });
    expect(calls).toHaveLength(0);
    expect(await getLocalDb().outbox.count()).toBe(0);
  });
});
