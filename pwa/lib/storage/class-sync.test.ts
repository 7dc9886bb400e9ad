import { describe, expect, it, vi } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import { aClass } from '#pwa/test/classes.ts';
import { apiError, installFakeApi, json, type ApiCall } from '#pwa/test/fake-api.ts';
import { HTTPError, TimeoutError } from 'ky';
import { syncClasses, syncClassesIfSaved } from './class-sync.ts';
import { getLocalDb, readClasses, ROWS_PER_REQUEST } from './local-db.ts';

function makeClass(id: string, overrides: Partial<Class> = {}): Class {
  return aClass({ _id: id, Name: `Class ${id}`, ...overrides });
}

/**
 * A server with a change counter, as the API reference describes: since=0 is the whole view newest
 * first; later cursors get the changes (oldest first) and the ids deleted since.
 */
function deltaServer(initial: Class[]) {
  let seq = 0;
  let epoch = 'db-1';
  const rows = new Map<string, { item: Class; seq: number }>();
  const tombstones: { id: string; seq: number }[] = [];
  const put = (item: Class) => rows.set(item._id, { item, seq: ++seq });
  initial.forEach(put);
  const calls: ApiCall[] = installFakeApi({
    'GET class': (call) => {
      const since = new URLSearchParams(call.search).get('since') ?? '';
      const cursor = `${epoch}:${seq}`;
      if (since === '0') {
        const all = [...rows.values()].sort((a, b) => b.seq - a.seq).map((row) => row.item);
        return json({ classes: all, deleted: [], cursor });
      }
      const [from, position] = since.split(':');
      if (from !== epoch) return apiError(400, 'bad_request', 'Sync again from the start.');
      const after = Number(position);
      const classes = [...rows.values()]
        .filter((row) => row.seq > after)
        .sort((a, b) => a.seq - b.seq)
        .map((row) => row.item);
      const deleted = tombstones.filter((t) => t.seq > after).map((t) => t.id);
      return json({ classes, deleted, cursor });
    },
  });
  return {
    calls,
    put,
    remove(id: string) {
      rows.delete(id);
      tombstones.push({ id, seq: ++seq });
    },
    reset() {
      epoch = 'db-2';
    },
  };
}

const names = async () => (await readClasses())?.classes.map((item) => item._id);

describe('class delta sync', () => {
  it('saves the whole catalogue on the first sync, newest first', async () => {
    const server = deltaServer([makeClass('a'), makeClass('b'), makeClass('c')]);
    await expect(syncClasses()).resolves.toEqual({ full: true, changed: 3, deleted: 0 });
    expect(await names()).toEqual(['c', 'b', 'a']);
    expect(server.calls[0]?.search).toBe('?since=0');
  });

  it('writes and reads a large catalogue in slices, each class once and in order', async () => {
    const many = Array.from({ length: 2 * ROWS_PER_REQUEST + 7 }, (_, index) =>
      makeClass(`class-${String(index).padStart(5, '0')}`),
    );
    deltaServer(many);
    const puts = vi.spyOn(getLocalDb().classes, 'bulkPut');
    const gets = vi.spyOn(getLocalDb().classes, 'bulkGet');
    await syncClasses();
    const saved = await names();
    // A request per slice: no single task copies the whole catalogue.
    expect(puts.mock.calls.map(([rows]) => rows.length)).toEqual([500, 500, 7]);
    expect(gets.mock.calls.map(([ids]) => ids.length)).toEqual([500, 500, 7]);
    expect(saved).toEqual(many.map((item) => item._id).reverse());
    vi.restoreAllMocks();
  });

  it('then fetches only the changes: edits in place, new classes on top, deletions dropped', async () => {
    const server = deltaServer([makeClass('a'), makeClass('b'), makeClass('c')]);
    await syncClasses();
    server.put(makeClass('b', { Name: 'Renamed', sets: 3 }));
    server.put(makeClass('d'));
    server.remove('a');

    await expect(syncClasses()).resolves.toEqual({ full: false, changed: 2, deleted: 1 });

    expect(server.calls[1]?.search).toBe(`?since=${encodeURIComponent('db-1:3')}`);
    expect(await names()).toEqual(['d', 'c', 'b']);
    expect(await getLocalDb().classes.get('b')).toMatchObject({ Name: 'Renamed', sets: 3 });
    expect(await getLocalDb().classes.get('a')).toBeUndefined();
  });

  it('drops a class that is no longer approved', async () => {
    const server = deltaServer([makeClass('a'), makeClass('b')]);
    await syncClasses();
    server.put(makeClass('a', { status: 'Denied' }));
    await syncClasses();
    expect(await names()).toEqual(['b']);
  });

  it('starts over from since=0 when the server refuses the cursor (a reset database)', async () => {
    const server = deltaServer([makeClass('a')]);
    await syncClasses();
    server.reset();
    server.put(makeClass('b'));

    await expect(syncClasses()).resolves.toMatchObject({ full: true });
    expect(server.calls.map((call) => call.search)).toEqual([
      '?since=0',
      `?since=${encodeURIComponent('db-1:1')}`,
      '?since=0',
    ]);
    expect(await names()).toEqual(['b', 'a']);
  });

  it('replaces a copy saved before classes had schedules once, from since=0', async () => {
    // What a device synced before classes had schedules holds: classes without sport or schedule,
    // and a
    // cursor the server would still accept (so a delta would skip classes that did not change).
    const server = deltaServer([makeClass('a', { sport: 'yoga' })]);
    const db = getLocalDb();
    const savedAt = '2026-01-01T00:00:00.000Z';
    await db.classes.put(makeClass('a'));
    await db.snapshots.put({ key: 'classes', data: ['a'], savedAt });
    await db.snapshots.put({ key: 'classes-cursor', data: 'db-1:1', savedAt });

    await expect(syncClasses()).resolves.toMatchObject({ full: true });
    await syncClasses();

    expect(server.calls.map((call) => call.search)).toEqual([
      '?since=0',
      `?since=${encodeURIComponent('db-1:1')}`,
    ]);
    expect((await readClasses())?.classes[0]?.sport).toBe('yoga');
    expect(await db.snapshots.get('classes-cursor')).toBeUndefined();
  });

  it('keeps the saved catalogue and cursor when the network fails', async () => {
    deltaServer([makeClass('a')]);
    await syncClasses();
    installFakeApi({
      'GET class': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(syncClasses()).rejects.toThrow();
    expect(await names()).toEqual(['a']);
  });

  it('with 10,000 classes saved, a change downloads one class, not the catalogue', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => makeClass(`c${index}`));
    const server = deltaServer(many);
    await syncClasses();
    server.put(makeClass('c5', { Name: 'Edited' }));

    await expect(syncClasses()).resolves.toEqual({ full: false, changed: 1, deleted: 0 });

    const saved = await readClasses();
    expect(saved?.classes).toHaveLength(10_000);
    expect(saved?.classes[0]?._id).toBe('c9999');
    expect(saved?.classes.find((item) => item._id === 'c5')?.Name).toBe('Edited');
  });

  it('fails as the app client would: HTTPError with the answer, TimeoutError for none', async () => {
    installFakeApi({ 'GET class': () => apiError(503, 'unavailable', 'Try again soon.') });
    const refused = await syncClasses().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HTTPError);
    expect((refused as HTTPError).response.status).toBe(503);
    vi.stubGlobal('fetch', (request: Request) => {
      // What fetch does when the request's timeout signal fires before an answer.
      expect(request.signal).toBeInstanceOf(AbortSignal);
      return Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'));
    });
    await expect(syncClasses()).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe("the service worker's sync for a page without the app", () => {
  it('saves the catalogue, and later only what changed', async () => {
    const server = deltaServer([makeClass('a'), makeClass('b')]);
    await syncClassesIfSaved();
    expect(await names()).toEqual(['b', 'a']);
    server.put(makeClass('c'));
    await syncClassesIfSaved();
    expect(await names()).toEqual(['c', 'b', 'a']);
    expect(server.calls.map((call) => call.search)).toEqual(['?since=0', '?since=db-1%3A2']);
  });

  it('keeps what was saved and throws nothing when the server cannot be reached', async () => {
    deltaServer([makeClass('a')]);
    await syncClassesIfSaved();
    installFakeApi({
      'GET class': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(syncClassesIfSaved()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(await names()).toEqual(['a']);
  });
});
