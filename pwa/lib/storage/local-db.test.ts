import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { LocalDb } from './local-db.ts';

const selection = {
  _id: 'sel-1',
  selectedClassId: 'class-1',
  email: 'student@academy.test',
  Name: 'Morning Yoga',
  photo: '/images/classes/yoga.webp',
  IName: 'Coach',
  price: 20,
  sets: 5,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The database as the previous build left it: version 2, the outbox's rows about selections. */
async function openVersion2(name: string): Promise<Dexie> {
  const old = new Dexie(name);
  old.version(1).stores({ classes: '_id, status, updatedAt', snapshots: 'key, savedAt' });
  old.version(2).stores({ outbox: 'id, email, createdAt' });
  await old.open();
  return old;
}

describe('the local database, upgraded from version 2 (decision 020)', () => {
  it('turns the queued selects and deletes into the requests they stand for, losing none', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const old = await openVersion2(name);
    const waiting = { state: 'pending', lastError: null, email: selection.email };
    await old.table('outbox').bulkPut([
      { ...waiting, id: 'sel-1', op: 'select', selection, attempts: 1, createdAt: 't1' },
      { ...waiting, id: 'sel/2', op: 'unselect', attempts: 0, createdAt: 't2' },
      {
        ...waiting,
        id: 'sel-3',
        op: 'select',
        selection: { ...selection, _id: 'sel-3' },
        state: 'refused',
        lastError: 'This class has no seats left.',
        attempts: 1,
        createdAt: 't3',
      },
    ]);
    await old.table('snapshots').bulkPut([
      { key: `select:${selection.email}`, data: [selection], savedAt: 't0' },
      { key: 'query:["classes"]', data: { root: 'classes', data: [] }, savedAt: 't0' },
    ]);
    old.close();

    const db = new LocalDb(name);
    const { createdAt: _createdAt, ...body } = selection;
    expect(await db.outbox.orderBy('createdAt').toArray()).toEqual([
      {
        ...waiting,
        id: 'sel-1',
        op: 'select',
        method: 'POST',
        path: 'select',
        body,
        attempts: 1,
        createdAt: 't1',
      },
      {
        ...waiting,
        id: 'sel/2',
        op: 'unselect',
        method: 'DELETE',
        path: 'select/sel%2F2',
        attempts: 0,
        createdAt: 't2',
      },
      {
        ...waiting,
        id: 'sel-3',
        op: 'select',
        method: 'POST',
        path: 'select',
        body: { ...body, _id: 'sel-3' },
        state: 'refused',
        lastError: 'This class has no seats left.',
        attempts: 1,
        createdAt: 't3',
      },
    ]);
    // The selections' own copy is gone (their query's copy stands); other copies stay.
    expect((await db.snapshots.toArray()).map((snapshot) => snapshot.key)).toEqual([
      'query:["classes"]',
    ]);
    db.close();
  });
});

describe('the local database, upgraded by a newer build while this one runs', () => {
  it('lets the upgrade through and keeps working at the newer version, with the queue kept', async () => {
    const name = `newer-${crypto.randomUUID()}`;
    const running = new LocalDb(name);
    const entry = {
      id: 'sel-1',
      op: 'select',
      method: 'POST' as const,
      path: 'select',
      body: { selectedClassId: 'class-1' },
      email: selection.email,
      state: 'pending' as const,
      attempts: 0,
      lastError: null,
      createdAt: 't1',
    };
    await running.outbox.put(entry);

    // A tab of the newer build opens the database a version on and rewrites the queued rows.
    const newer = new Dexie(name);
    newer.version(1).stores({ classes: '_id, status, updatedAt', snapshots: 'key, savedAt' });
    newer.version(2).stores({ outbox: 'id, email, createdAt' });
    newer.version(3).stores({ outbox: 'id, email, createdAt' });
    newer
      .version(4)
      .stores({ outbox: 'id, email, createdAt' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            row.format = 4;
          }),
      );
    // It would wait for ever if the running tab held on to its connection.
    await newer.open();
    expect(newer.verno).toBe(4);
    newer.close();

    // The running tab's next read and write open the database again, at the newer version.
    expect(await running.outbox.get('sel-1')).toEqual({ ...entry, format: 4 });
    await running.outbox.put({ ...entry, id: 'sel-2', createdAt: 't2' });
    expect(await running.outbox.count()).toBe(2);
    running.close();
  });
});
