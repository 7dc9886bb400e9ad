import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { setAccessToken } from '#pwa/lib/api/api-client.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { provideOutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import { flushOutbox, listOutbox, queueChange, sendChange } from '#pwa/lib/outbox/outbox.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { waitlistKeys } from './get-waitlist.ts';
import {
  joinChange,
  leaveChange,
  mergeWaitlistOutbox,
  waitlistOutboxKinds,
} from './waitlist-outbox.ts';

// The waitlist's joins and leaves through the one outbox (decision 020), against a stand-in of
// the API that keeps each entry id once, as its idempotency does.
const EMAIL = 'student@academy.test';
const join = (id: string, classId = `class-${id}`) =>
  joinChange({ id, classId, className: `Class ${id}` }, EMAIL);

function idempotentServer() {
  const line = new Map<string, string>();
  const calls = installFakeApi({
    'POST waitlist': (call) => {
      const { id, classId } = call.body as { id: string; classId: string };
      line.set(id, classId);
      return json({ id, classId, status: 'waiting', place: line.size }, 201);
    },
    'DELETE waitlist/*': (call) => {
      const id = call.path.slice('waitlist/'.length);
      return line.delete(id) ? json({ ok: true }) : undefined;
    },
  });
  return { line, calls };
}

const refusal = (status: number, reason: string, message: string) => () => ({
  status,
  body: { error: { code: 'conflict', reason, params: {}, message } },
});

beforeEach(() => {
  setAccessToken('token');
});

describe('the waitlist in the outbox', () => {
  it('sends a join made offline once, when the connection returns, with its id and class', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await queueChange(join('a'));
    await expect(flushOutbox()).resolves.toMatchObject({ sent: 0, waiting: 1 });
    expect(await listOutbox(EMAIL)).toMatchObject([
      { id: 'a', op: 'waitlist-join', method: 'POST', path: 'waitlist', state: 'pending' },
    ]);

    const { line, calls } = idempotentServer();
    await expect(flushOutbox()).resolves.toEqual({ sent: 1, refused: 0, waiting: 0 });
    await flushOutbox();
    expect([...line]).toEqual([['a', 'class-a']]);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ id: 'a', classId: 'class-a', className: 'Class a' });
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it("sends a child's join made offline once, with the child's id, and shows it as theirs meanwhile", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const body = {
      id: 'c',
      classId: 'class-c',
      className: 'Class c',
      participantId: 'child-ayaan',
      participantName: 'Ayaan',
    };
    await queueChange(joinChange(body, EMAIL));
    await flushOutbox();
    expect(mergeWaitlistOutbox([], await listOutbox(EMAIL))).toMatchObject([
      {
        id: 'c',
        participantId: 'child-ayaan',
        participantName: 'Ayaan',
        sync: { state: 'waiting' },
      },
    ]);

    const { calls } = idempotentServer();
    await flushOutbox();
    await flushOutbox();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ id: 'c', participantId: 'child-ayaan' });
  });

  it('keeps a join the server refuses, with its reason, and sends it no more', async () => {
    installFakeApi({
      'POST waitlist': refusal(409, 'waitlist_has_seats', 'This class has seats: select it.'),
    });
    await queueChange(join('a'));
    await expect(flushOutbox()).resolves.toEqual({ sent: 0, refused: 1, waiting: 0 });
    const [entry] = await listOutbox(EMAIL);
    expect(entry).toMatchObject({
      state: 'refused',
      lastError: 'This class has seats: select it.',
    });
    expect(entry?.lastErrorReason).toMatchObject({ reason: 'waitlist_has_seats' });
    await expect(flushOutbox()).resolves.toEqual({ sent: 0, refused: 0, waiting: 0 });

    // Shown on My waitlist with that reason, until dismissed.
    expect(mergeWaitlistOutbox([], await listOutbox(EMAIL))).toMatchObject([
      {
        id: 'a',
        classId: 'class-a',
        sync: { state: 'refused', reason: 'This class has seats: select it.' },
      },
    ]);
  });

  it('forgets a join that never left the device when it is left offline: nothing is sent', async () => {
    const { calls } = idempotentServer();
    await queueChange(join('a'));
    await expect(queueChange(leaveChange('a', EMAIL), { undo: true })).resolves.toBe(false);
    expect(await listOutbox(EMAIL)).toEqual([]);
    await flushOutbox();
    expect(calls).toEqual([]);
  });

  it('leaves (or declines) with a DELETE of the entry; one already gone is done', async () => {
    const { calls } = idempotentServer();
    await expect(sendChange(leaveChange('gone', EMAIL), { undo: true })).resolves.toEqual({
      state: 'sent',
    });
    expect(calls).toMatchObject([{ method: 'DELETE', path: 'waitlist/gone' }]);
  });

  it("writes a sent join into the student's saved list at once, and takes a left one out", async () => {
    idempotentServer();
    const queryClient = new QueryClient();
    const stop = provideOutboxKinds(async () => waitlistOutboxKinds(queryClient));
    const other: WaitlistEntry = {
      id: 'b',
      classId: 'class-b',
      className: 'Class b',
      status: 'waiting',
      place: 2,
      offerExpiresAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    queryClient.setQueryData(waitlistKeys.mine(EMAIL), [other]);
    try {
      await queueChange(join('a'));
      await flushOutbox();
      expect(queryClient.getQueryData(waitlistKeys.mine(EMAIL))).toMatchObject([
        { id: 'b' },
        { id: 'a', classId: 'class-a', status: 'waiting', place: null },
      ]);
      await queueChange(leaveChange('b', EMAIL), { undo: true });
      await flushOutbox();
      expect(queryClient.getQueryData(waitlistKeys.mine(EMAIL))).toMatchObject([{ id: 'a' }]);
    } finally {
      stop();
    }
  });

  it("shows the server's entries less the waiting leaves, plus the waiting joins", async () => {
    const entry = (id: string): WaitlistEntry => ({
      id,
      classId: `class-${id}`,
      className: `Class ${id}`,
      status: 'waiting',
      place: 1,
      offerExpiresAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await queueChange(join('new'));
    await queueChange(leaveChange('left', EMAIL), { undo: true });
    const rows = mergeWaitlistOutbox([entry('kept'), entry('left')], await listOutbox(EMAIL));
    expect(rows.map((row) => [row.id, row.sync?.state ?? 'server'])).toEqual([
      ['kept', 'server'],
      ['new', 'waiting'],
    ]);

    // Refused, the leave no longer hides the entry the server still has.
    await getLocalDb().outbox.update('left', { state: 'refused' });
    const again = mergeWaitlistOutbox([entry('kept'), entry('left')], await listOutbox(EMAIL));
    expect(again.map((row) => row.id)).toEqual(['kept', 'left', 'new']);
  });
});
