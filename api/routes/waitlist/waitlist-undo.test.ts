// A Join and the Leave that undoes it, when the Join lands last. The outbox sends a Leave only
// after its Join's attempt ended on the device, but a Join whose response was lost may still be on
// its way, or waiting in the write queue, on the server (the same gap as a Select's, commit
// 4285182): the Leave then finds nothing (404, done for the outbox) and the Join must not put the
// student in line afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeQueueFor } from '../../db/write-queue.ts';
import { createClass, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import { join, leave, lineOf } from '../../test/waitlist-helpers.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.cleanup());

const student = async () => (await createUser(api.db)).email;
const fullClass = () => createClass(api.db, { seats: 0 });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The live entries (waiting or offered) of the class's line, as the database has them. */
const liveIn = async (classId: string) =>
  (await lineOf(api, classId)).filter(
    (row) => row.status === 'waiting' || row.status === 'offered',
  );

describe('a Join and the Leave that undoes it, when the Join lands last', () => {
  it('a Join that reaches the server after the Leave of its id puts nobody in line', async () => {
    const cls = await fullClass();
    const email = await student();
    const id = crypto.randomUUID();
    expect((await leave(api, email, id)).status).toBe(404); // the outbox counts a Delete's 404 as done
    const late = await join(api, email, cls.id, id);
    expect(late.status).toBe(200);
    expect(await json(late)).toMatchObject({ id, classId: cls.id, status: 'left', place: null });
    expect(await lineOf(api, cls.id)).toEqual([]);
  });

  it('a Join sent again after its student left answers the entry as left, not a new place', async () => {
    const cls = await fullClass();
    const email = await student();
    const id = crypto.randomUUID();
    expect((await join(api, email, cls.id, id)).status).toBe(201);
    expect(await json(await leave(api, email, id))).toMatchObject({ status: 'left' });
    const again = await join(api, email, cls.id, id);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ id, status: 'left' });
    expect(await liveIn(cls.id)).toEqual([]);
  });

  it('a Join waiting in the write queue while the Leave runs is not written after it', async () => {
    const cls = await fullClass();
    const email = await student();
    const id = crypto.randomUUID();
    // Another write holds the queue; the Leave queues for it first, then the Join behind it.
    const release = await writeQueueFor(api.testDb.url).acquire();
    const leaving = leave(api, email, id);
    await pause(300);
    const joining = join(api, email, cls.id, id);
    await pause(300);
    release();
    expect((await leaving).status).toBe(404);
    expect((await joining).status).toBe(200);
    expect(await liveIn(cls.id)).toEqual([]);
  });

  it("refuses a Join under an id another student's Leave has used", async () => {
    const cls = await fullClass();
    const id = crypto.randomUUID();
    expect((await leave(api, await student(), id)).status).toBe(404);
    const refused = await join(api, await student(), cls.id, id);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ error: { reason: 'waitlist_id_taken' } });
    expect(await lineOf(api, cls.id)).toEqual([]);
  });
});
