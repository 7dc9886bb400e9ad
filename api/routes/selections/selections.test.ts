import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '#shared/schemas/selection.ts';
import { selections } from '../../db/schema.ts';
import { writeQueueFor } from '../../db/write-queue.ts';
import {
  createClass,
  createEnrollment,
  createSelection,
  createUser,
  type UserRow,
} from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let student: UserRow;
let otherStudent: UserRow;

beforeAll(async () => {
  api = await createTestApi();
  student = await createUser(api.db);
  otherStudent = await createUser(api.db);
});
afterAll(() => api.cleanup());

const select = (email: string, body: object) =>
  api.call('POST', '/api/select', { as: email, body });

async function expectConflict(response: Response, message: string, reason: string) {
  expect(response.status).toBe(409);
  expect(await json(response)).toEqual({
    error: { code: 'conflict', reason, params: {}, message },
  });
}

describe('POST /api/select', () => {
  it('selects an approved class with seats and reads the class details from the server', async () => {
    const cls = await createClass(api.db, { priceCents: 1250 });
    const id = crypto.randomUUID();
    const response = await select(student.email, {
      _id: id,
      selectedClassId: cls.id,
      price: 0.01,
      Name: 'Fake',
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ insertedId: id });
    const list = (await json(
      await api.call('GET', `/api/select?email=${student.email}`, { as: student.email }),
    )) as Selection[];
    expect(list.find((item) => item._id === id)).toMatchObject({
      selectedClassId: cls.id,
      Name: cls.name,
      price: 12.5,
    });
  });

  it('answers the same selection when the same id is sent again', async () => {
    const cls = await createClass(api.db);
    const id = crypto.randomUUID();
    expect((await select(student.email, { _id: id, selectedClassId: cls.id })).status).toBe(201);
    const again = await select(student.email, { _id: id, selectedClassId: cls.id });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ insertedId: id });
  });

  it('refuses the same class twice', async () => {
    const cls = await createClass(api.db);
    await select(student.email, { selectedClassId: cls.id });
    await expectConflict(
      await select(student.email, { selectedClassId: cls.id }),
      'You have already selected this class.',
      'already_selected',
    );
  });

  it('refuses a class that is not approved', async () => {
    const cls = await createClass(api.db, { status: 'pending' });
    await expectConflict(
      await select(student.email, { selectedClassId: cls.id }),
      'This class is not open for selection.',
      'class_not_approved',
    );
  });

  it('refuses a class with no seats left', async () => {
    const cls = await createClass(api.db, { seats: 0 });
    await expectConflict(
      await select(student.email, { selectedClassId: cls.id }),
      'This class has no seats left.',
      'class_full',
    );
  });

  it('refuses a class already paid for', async () => {
    const cls = await createClass(api.db);
    await createEnrollment(api.db, student.email, cls);
    await expectConflict(
      await select(student.email, { selectedClassId: cls.id }),
      'You have already paid for this class.',
      'already_paid',
    );
  });

  it('answers 404 for an unknown class', async () => {
    expect((await select(student.email, { selectedClassId: 'no-such-class' })).status).toBe(404);
  });

  it('refuses selecting for another e-mail', async () => {
    const cls = await createClass(api.db);
    const response = await select(student.email, {
      selectedClassId: cls.id,
      email: otherStudent.email,
    });
    expect(response.status).toBe(403);
  });

  it("refuses reusing another student's selection id", async () => {
    const cls = await createClass(api.db);
    const id = crypto.randomUUID();
    await select(otherStudent.email, { _id: id, selectedClassId: cls.id });
    expect((await select(student.email, { _id: id, selectedClassId: cls.id })).status).toBe(409);
  });

  it('keeps one selection when one student sends 50 selects of one class at once', async () => {
    const cls = await createClass(api.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        select(student.email, { _id: crypto.randomUUID(), selectedClassId: cls.id }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      await api.db.select().from(selections).where(eq(selections.classId, cls.id)),
    ).toHaveLength(1);
  });

  it('answers one selection to 50 parallel replays of the same id', async () => {
    const cls = await createClass(api.db);
    const id = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => select(student.email, { _id: id, selectedClassId: cls.id })),
    );
    for (const response of responses) {
      expect([200, 201]).toContain(response.status);
      expect(await json(response)).toEqual({ insertedId: id });
    }
    expect(
      await api.db.select().from(selections).where(eq(selections.classId, cls.id)),
    ).toHaveLength(1);
  });
});

// The outbox sends a Delete only after its Select's attempt ended on the device, but an attempt
// whose response was lost may still be on its way, or waiting in the write queue, on the server.
describe('a Select and the Delete that undoes it, when the Select lands last', () => {
  const stored = (id: string) => api.db.select().from(selections).where(eq(selections.id, id));
  const remove = (id: string) => api.call('DELETE', `/api/select/${id}`, { as: student.email });

  it('a Select that reaches the server after the Delete of its id stays deleted', async () => {
    const cls = await createClass(api.db);
    const id = crypto.randomUUID();
    expect((await remove(id)).status).toBe(404); // the outbox counts a Delete's 404 as done
    const late = await select(student.email, { _id: id, selectedClassId: cls.id });
    expect(late.status).toBe(200);
    expect(await json(late)).toEqual({ insertedId: id });
    expect(await stored(id)).toEqual([]);
  });

  it('a Select sent again after its selection was deleted does not bring it back', async () => {
    const cls = await createClass(api.db);
    const id = crypto.randomUUID();
    expect((await select(student.email, { _id: id, selectedClassId: cls.id })).status).toBe(201);
    expect(await json(await remove(id))).toEqual({ deletedCount: 1 });
    expect((await select(student.email, { _id: id, selectedClassId: cls.id })).status).toBe(200);
    expect(await stored(id)).toEqual([]);
  });

  it('a Select waiting in the write queue while the Delete runs is not written after it', async () => {
    const cls = await createClass(api.db);
    const id = crypto.randomUUID();
    // Another write holds the queue: the Select reads, then waits to insert; reads pass by.
    const release = await writeQueueFor(api.testDb.url).acquire();
    const selecting = select(student.email, { _id: id, selectedClassId: cls.id });
    const removing = remove(id);
    await Promise.race([removing, new Promise((resolve) => setTimeout(resolve, 500))]);
    release();
    expect([200, 201]).toContain((await selecting).status);
    expect([200, 404]).toContain((await removing).status);
    expect(await stored(id)).toEqual([]);
  });

  it("refuses a Select under an id another student's Delete has used", async () => {
    const cls = await createClass(api.db);
    const id = crypto.randomUUID();
    await api.call('DELETE', `/api/select/${id}`, { as: otherStudent.email });
    await expectConflict(
      await select(student.email, { _id: id, selectedClassId: cls.id }),
      'That selection id is already used for something else.',
      'selection_id_taken',
    );
  });
});

describe('GET /api/select', () => {
  it("answers only the caller's own selections", async () => {
    const cls = await createClass(api.db);
    await createSelection(api.db, otherStudent.email, cls.id);
    const list = (await json(
      await api.call('GET', '/api/select', { as: student.email }),
    )) as Selection[];
    expect(list.every((item) => item.email === student.email)).toBe(true);
  });

  it("refuses to list another student's selections", async () => {
    const response = await api.call('GET', `/api/select?email=${otherStudent.email}`, {
      as: student.email,
    });
    expect(response.status).toBe(403);
  });
});

describe('DELETE /api/select/:id', () => {
  it('removes an own selection', async () => {
    const cls = await createClass(api.db);
    const selection = await createSelection(api.db, student.email, cls.id);
    const response = await api.call('DELETE', `/api/select/${selection.id}`, { as: student.email });
    expect(await json(response)).toEqual({ deletedCount: 1 });
  });

  it("refuses removing another student's selection and keeps it", async () => {
    const cls = await createClass(api.db);
    const selection = await createSelection(api.db, otherStudent.email, cls.id);
    expect(
      (await api.call('DELETE', `/api/select/${selection.id}`, { as: student.email })).status,
    ).toBe(403);
    expect(
      await api.db.select().from(selections).where(eq(selections.id, selection.id)),
    ).toHaveLength(1);
  });
});
