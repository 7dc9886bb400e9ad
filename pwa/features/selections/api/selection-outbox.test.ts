import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Selection } from '#shared/schemas/selection.ts';
import { setAccessToken, setSessionHandlers } from '#pwa/lib/api/api-client.ts';
import { isOutboxSending } from '#pwa/lib/outbox/outbox-events.ts';
import { provideOutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import {
  countWaiting,
  dismissOutboxEntry,
  flushOutbox,
  listOutbox,
  queueChange,
} from '#pwa/lib/outbox/outbox.ts';
import { apiError, installFakeApi, json } from '#pwa/test/fake-api.ts';
import { selectionKeys } from './get-selections.ts';
import { selectChange, selectionOutboxKinds, unselectChange } from './selection-outbox.ts';

// The selections' Select and Delete through the outbox (these were the outbox's own tests when it
// knew only selections; pwa/lib/outbox/outbox.test.ts tests it with a change of another kind).
const queueSelect = (selection: Selection) => queueChange(selectChange(selection));
const queueUnselect = (id: string, email: string) =>
  queueChange(unselectChange(id, email), { undo: true });

const EMAIL = 'student@academy.test';

function selection(id: string, classId = `class-${id}`): Selection {
  return {
    _id: id,
    selectedClassId: classId,
    email: EMAIL,
    Name: `Class ${id}`,
    photo: '/images/classes/yoga.webp',
    IName: 'Coach',
    price: 20,
    sets: 5,
    createdAt: new Date().toISOString(),
  };
}

/** A server that stores each selection id once (as the API's idempotency does). */
function idempotentServer() {
  const stored = new Set<string>();
  const calls = installFakeApi({
    'POST select': (call) => {
      const id = (call.body as { _id: string })._id;
      stored.add(id);
      return json({ insertedId: id });
    },
    'DELETE select/*': (call) => {
      const id = call.path.slice('select/'.length);
      return stored.delete(id) ? json({ deletedCount: 1 }) : apiError(404, 'not_found', 'Gone.');
    },
  });
  return { stored, calls };
}

function jwtExpiringAt(seconds: number): string {
  const payload = btoa(JSON.stringify({ exp: seconds })).replace(/=+$/, '');
  return `e30.${payload}.sig`;
}

beforeEach(() => {
  setAccessToken('token');
});
afterEach(() => setSessionHandlers(null));

describe('outbox', () => {
  it('keeps a queued select until it is sent, then sends it exactly once', async () => {
    const { stored, calls } = idempotentServer();
    await queueSelect(selection('a'));
    expect(await listOutbox(EMAIL)).toMatchObject([{ id: 'a', op: 'select', state: 'pending' }]);

    await expect(flushOutbox()).resolves.toEqual({ sent: 1, refused: 0, waiting: 0 });
    await flushOutbox();

    expect([...stored]).toEqual(['a']);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ _id: 'a', selectedClassId: 'class-a', email: EMAIL });
    expect(calls[0]?.body).not.toHaveProperty('createdAt');
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it('keeps the changes with the error when the network is down, and sends them later', async () => {
    await queueSelect(selection('a'));
    await queueSelect(selection('b'));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(flushOutbox()).resolves.toEqual({ sent: 0, refused: 0, waiting: 2 });
    const [first, second] = await listOutbox(EMAIL);
    expect(first).toMatchObject({ state: 'pending', attempts: 1 });
    // jsdom's navigator says online, so a failed fetch means the server is out of reach.
    expect(first?.lastError).toMatch(/could not reach the server/i);
    // It stopped at the first failure instead of trying every entry against a dead network.
    expect(second).toMatchObject({ state: 'pending', attempts: 0 });

    const { stored } = idempotentServer();
    await expect(flushOutbox()).resolves.toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect([...stored].sort()).toEqual(['a', 'b']);
  });

  it('marks a select the server refuses with its reason until the user dismisses it', async () => {
    installFakeApi({
      'POST select': () => apiError(409, 'conflict', 'This class has no seats left.'),
    });
    await queueSelect(selection('a'));

    await expect(flushOutbox()).resolves.toEqual({ sent: 0, refused: 1, waiting: 0 });
    expect(await listOutbox(EMAIL)).toMatchObject([
      { id: 'a', state: 'refused', lastError: 'This class has no seats left.' },
    ]);
    // A refused change is not sent again.
    await expect(flushOutbox()).resolves.toEqual({ sent: 0, refused: 0, waiting: 0 });

    await dismissOutboxEntry('a');
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it('forgets a select that never left the device when it is deleted offline', async () => {
    const { calls } = idempotentServer();
    await queueSelect(selection('a'));
    await queueUnselect('a', EMAIL);

    expect(await listOutbox(EMAIL)).toEqual([]);
    await flushOutbox();
    expect(calls).toHaveLength(0);
  });

  it('deletes on the server a select whose answer was lost, when the user deletes it', async () => {
    const stored = new Set<string>();
    // The server stores it, then the connection drops before the answer arrives.
    vi.stubGlobal('fetch', async (request: Request) => {
      stored.add(((await request.json()) as { _id: string })._id);
      throw new TypeError('Failed to fetch');
    });
    await queueSelect(selection('a'));
    await expect(flushOutbox()).resolves.toEqual({ sent: 0, refused: 0, waiting: 1 });

    await queueUnselect('a', EMAIL);
    expect(await listOutbox(EMAIL)).toMatchObject([{ id: 'a', op: 'unselect' }]);
    const server = idempotentServer();
    for (const id of stored) server.stored.add(id);
    await expect(flushOutbox()).resolves.toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(server.stored.size).toBe(0);
  });

  it('keeps a delete the user makes while its select is on the way, and sends it next', async () => {
    const { stored } = idempotentServer();
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === 'POST') await queueUnselect('a', EMAIL);
      return answer(request);
    });
    await queueSelect(selection('a'));

    await flushOutbox();
    expect(await listOutbox(EMAIL)).toMatchObject([{ id: 'a', op: 'unselect', state: 'pending' }]);
    await flushOutbox();
    expect(stored.size).toBe(0);
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it('brings the saved selections up to date with what it sent (a cut refetch then answers right)', async () => {
    idempotentServer();
    // The one saved copy is the selections query's (persisted and copied to IndexedDB from there).
    const queryClient = new QueryClient();
    const key = selectionKeys.list(EMAIL);
    queryClient.setQueryData(key, [selection('old')]);
    const stop = provideOutboxKinds(async () => selectionOutboxKinds(queryClient));
    await queueSelect(selection('a'));
    await queueUnselect('old', EMAIL);

    await flushOutbox();

    const saved = queryClient.getQueryData<Selection[]>(key);
    expect(saved?.map((item) => item._id)).toEqual(['a']);
    stop();
  });

  it('queues the delete of a stored selection, and a selection already gone counts as deleted', async () => {
    const { stored, calls } = idempotentServer();
    stored.add('a');
    await queueUnselect('a', EMAIL);
    await queueUnselect('b', EMAIL);

    await expect(flushOutbox()).resolves.toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(stored.size).toBe(0);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE select/a',
      'DELETE select/b',
    ]);
  });

  it('sends each change once when two tabs flush at the same time', async () => {
    const { stored, calls } = idempotentServer();
    await queueSelect(selection('a'));
    await queueSelect(selection('b'));

    const results = await Promise.all([flushOutbox(), flushOutbox()]);

    expect(results.map((result) => result.sent).sort()).toEqual([0, 2]);
    expect(calls).toHaveLength(2);
    expect(stored.size).toBe(2);
  });

  it('renews an expired access token before sending', async () => {
    setAccessToken(jwtExpiringAt(Math.floor(Date.now() / 1000) - 10));
    const renewals: string[] = [];
    setSessionHandlers({
      renewAccessToken: async () => {
        renewals.push('renew');
        setAccessToken('fresh');
        return 'fresh';
      },
      endSession: () => {},
    });
    const { calls } = idempotentServer();
    await queueSelect(selection('a'));

    await flushOutbox();

    expect(renewals).toEqual(['renew']);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer fresh']);
  });

  it("sends only the signed-in user's changes; another user's wait for them", async () => {
    const { stored } = idempotentServer();
    await queueSelect(selection('mine'));
    await queueSelect({ ...selection('theirs'), email: 'other@academy.test' });

    await expect(flushOutbox(EMAIL)).resolves.toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect([...stored]).toEqual(['mine']);
    expect(await listOutbox('other@academy.test')).toMatchObject([
      { id: 'theirs', state: 'pending' },
    ]);
  });

  it('survives a reload: a new connection to the database still has the queued change', async () => {
    await queueSelect(selection('a'));
    const { LocalDb } = await import('#pwa/lib/storage/local-db.ts');
    const reopened = new LocalDb();
    expect(await reopened.outbox.toArray()).toMatchObject([{ id: 'a', op: 'select' }]);
    reopened.close();
  });
});

/** A server that answers every call with `response` (a fresh copy each time), counting the calls. */
function answering(response: () => Response) {
  const seen: boolean[] = [];
  vi.stubGlobal('fetch', async () => {
    seen.push(isOutboxSending());
    return response();
  });
  return seen;
}

const proxyPage = (status: number) => () =>
  new Response(`<html><body>${status} Bad Gateway</body></html>`, {
    status,
    headers: { 'content-type': 'text/html' },
  });

describe('outbox: passing trouble or a refusal', () => {
  it.each([
    ['the API answers 500', () => apiResponse(500)],
    ['a proxy answers 502 with its own page', proxyPage(502)],
    ['a proxy answers 503 with its own page', proxyPage(503)],
    ['the gateway times out (504)', proxyPage(504)],
    ['the request times out (408)', () => apiResponse(408)],
    ['the rate limit is reached (429)', () => apiResponse(429)],
  ])('keeps a change waiting when %s, and sends it once the server is back', async (_, answer) => {
    answering(answer);
    await queueSelect(selection('a'));
    await queueUnselect('stored', EMAIL);

    await expect(flushOutbox()).resolves.toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(await listOutbox(EMAIL)).toMatchObject([
      { id: 'a', state: 'pending', attempts: 1 },
      { id: 'stored', state: 'pending', attempts: 0 },
    ]);
    expect(await countWaiting(EMAIL)).toBe(2);

    const { stored } = idempotentServer();
    stored.add('stored');
    await expect(flushOutbox()).resolves.toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect([...stored]).toEqual(['a']);
  });

  it('keeps a change waiting when the connection is refused (the API process is down)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED')));
    await queueSelect(selection('a'));
    await expect(flushOutbox()).resolves.toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect(await listOutbox(EMAIL)).toMatchObject([{ id: 'a', state: 'pending' }]);
  });

  it.each([400, 403, 404, 409, 422])(
    'marks a select refused with the reason when the server answers %i',
    async (status) => {
      answering(() => apiResponse(status, `Refused with ${status}.`));
      await queueSelect(selection('a'));

      await expect(flushOutbox()).resolves.toEqual({ sent: 0, refused: 1, waiting: 0 });
      expect(await listOutbox(EMAIL)).toMatchObject([
        { id: 'a', state: 'refused', lastError: `Refused with ${status}.` },
      ]);
      expect(await countWaiting(EMAIL)).toBe(0);
    },
  );

  it('says it is sending while the requests are out, and not after', async () => {
    const seen = answering(() => new Response(JSON.stringify({ insertedId: 'a' })));
    await queueSelect(selection('a'));
    expect(isOutboxSending()).toBe(false);
    await flushOutbox();
    expect(seen).toEqual([true]);
    expect(isOutboxSending()).toBe(false);
  });
});

function apiResponse(status: number, message = 'Something went wrong.'): Response {
  return new Response(JSON.stringify({ error: { code: 'error', message } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
