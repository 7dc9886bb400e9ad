import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { createDb } from './client.ts';
import { WriteQueue } from './write-queue.ts';

let testDb: TestDb;
afterEach(() => testDb.cleanup());

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('writes to a local file take queue in one process', () => {
  it('lets a write wait for an open transaction instead of freezing in a busy wait', async () => {
    testDb = await createTestDb();
    const { client } = testDb;
    await client.execute('create table t (x integer)');
    const tx = await client.transaction('write');
    await tx.execute('insert into t values (1)');

    const started = Date.now();
    const outside = client.execute('insert into t values (2)');
    // A read is not queued: it answers at once, from before the transaction.
    expect((await client.execute('select count(*) as n from t')).rows[0]?.n).toBe(0);
    await later(30);
    await tx.commit();
    await outside;

    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await client.execute('select count(*) as n from t')).rows[0]?.n).toBe(2);
  });

  it('shares the queue between two handles on one file, and frees its place after a rollback', async () => {
    testDb = await createTestDb();
    const second = createDb({ url: testDb.url });
    try {
      await testDb.client.execute('create table t (x integer)');
      const failed = testDb.db.transaction(async (tx) => {
        await tx.run('insert into t values (1)');
        await later(20);
        throw new Error('changed my mind');
      });
      const written = second.client.execute('insert into t values (2)');
      await expect(failed).rejects.toThrow('changed my mind');
      await written;
      expect((await second.client.execute('select x from t')).rows.map((row) => row.x)).toEqual([
        2,
      ]);
    } finally {
      second.client.close();
    }
  });

  it('hands out queue first come, first served', async () => {
    const queue = new WriteQueue();
    const order: number[] = [];
    const first = await queue.acquire();
    const waiting = [1, 2, 3].map((n) =>
      queue.acquire().then((release) => {
        order.push(n);
        release();
      }),
    );
    await later(5);
    expect(order).toEqual([]);
    first();
    first(); // releasing twice gives nothing away
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
  });
});
