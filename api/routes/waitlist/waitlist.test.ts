// The waitlist routes (decision 026): joining a full class's line (idempotent on the client's id),
// the student's places, leaving and declining, a class's line for its instructor and admins, and
// every refusal in the error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassWaitlistLine, WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { createClass, createEnrollment, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import { join, joined, leave, lineOf, noticesOf, withStatus } from '../../test/waitlist-helpers.ts';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await createUser(api.db, { role: 'admin' })).email;
});
afterAll(() => api.cleanup());

const student = async () => (await createUser(api.db)).email;
const fullClass = (overrides: Parameters<typeof createClass>[1] = {}) =>
  createClass(api.db, { seats: 0, ...overrides });

/** An admin raises the class's seats left (PUT /api/class/:id keeps an admin's class approved). */
async function raiseSeats(cls: { id: string; name: string; photo: string }, sets: number) {
  const response = await api.call('PUT', `/api/class/${cls.id}`, {
    as: admin,
    body: { Name: cls.name, photo: cls.photo, price: 49.99, sets },
  });
  expect(response.status).toBe(200);
}

async function expectRefusal(response: Response, status: number, reason: string) {
  expect(response.status).toBe(status);
  const body = (await json(response)) as { error: { reason: string; message: string } };
  expect(body.error.reason).toBe(reason);
  expect(body.error.message.length).toBeGreaterThan(10);
}

describe('POST /api/waitlist', () => {
  it('puts students in line in the order they join, and answers each their place', async () => {
    const cls = await fullClass();
    const [first, second] = [await student(), await student()];
    const a = await joined(api, first, cls.id);
    const b = await joined(api, second, cls.id);
    expect(a).toMatchObject({ classId: cls.id, className: cls.name, status: 'waiting', place: 1 });
    expect(b).toMatchObject({ status: 'waiting', place: 2, offerExpiresAt: null });
    expect((await lineOf(api, cls.id)).map((row) => row.lineNo)).toEqual([1, 2]);
  });

  it('answers the same entry to the same id again (200), and refuses another id while in line', async () => {
    const cls = await fullClass();
    const email = await student();
    const id = crypto.randomUUID();
    expect((await join(api, email, cls.id, id)).status).toBe(201);
    const again = await join(api, email, cls.id, id);
    expect(again.status).toBe(200);
    expect(((await json(again)) as WaitlistEntry).id).toBe(id);
    // Answered with the place there is, the client would hold an id the server never stored,
    // and a Leave under it would end nothing.
    await expectRefusal(await join(api, email, cls.id), 409, 'waitlist_already_in_line');
    expect(await lineOf(api, cls.id)).toHaveLength(1);
  });

  it('refuses an id another student used, a class not approved, paid for, or unknown', async () => {
    const cls = await fullClass();
    const id = crypto.randomUUID();
    await join(api, await student(), cls.id, id);
    await expectRefusal(await join(api, await student(), cls.id, id), 409, 'waitlist_id_taken');
    const pending = await fullClass({ status: 'pending' });
    await expectRefusal(
      await join(api, await student(), pending.id),
      409,
      'waitlist_class_not_open',
    );
    const payer = await student();
    await createEnrollment(api.db, payer, cls);
    await expectRefusal(await join(api, payer, cls.id), 409, 'already_paid');
    await expectRefusal(await join(api, payer, 'no-such-class'), 404, 'class_not_found');
  });

  it('refuses a class with a seat free for the student: they select it instead', async () => {
    const cls = await createClass(api.db, { seats: 1 });
    await expectRefusal(await join(api, await student(), cls.id), 409, 'waitlist_seat_free');
  });

  it('lets a student join when the only free seat is offered to someone in line', async () => {
    const cls = await fullClass();
    const [first, second] = [await student(), await student()];
    await joined(api, first, cls.id);
    await raiseSeats(cls, 1);
    expect(await withStatus(api, cls.id, 'offered')).toEqual([first]);
    expect((await join(api, second, cls.id)).status).toBe(201);
  });
});

describe('GET /api/waitlist', () => {
  it("lists the student's live places with their place among those waiting, and nobody else's", async () => {
    const cls = await fullClass();
    const [first, second, third] = [await student(), await student(), await student()];
    const gone = await joined(api, first, cls.id);
    await joined(api, second, cls.id);
    await joined(api, third, cls.id);
    await leave(api, first, gone.id);
    const list = (await json(
      await api.call('GET', '/api/waitlist', { as: third }),
    )) as WaitlistEntry[];
    expect(list).toEqual([expect.objectContaining({ classId: cls.id, place: 2 })]);
    const firstList = await json(await api.call('GET', '/api/waitlist', { as: first }));
    expect(firstList).toEqual([]);
  });
});

describe('DELETE /api/waitlist/:id', () => {
  it('leaves the line (left), and again answers the same (idempotent)', async () => {
    const cls = await fullClass();
    const email = await student();
    const entry = await joined(api, email, cls.id);
    const left = await leave(api, email, entry.id);
    expect(left.status).toBe(200);
    expect(await json(left)).toMatchObject({ id: entry.id, status: 'left', place: null });
    const again = await leave(api, email, entry.id);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ status: 'left' });
  });

  it("answers another student's entry like an unknown one (404), and leaves it alone", async () => {
    const cls = await fullClass();
    const owner = await student();
    const entry = await joined(api, owner, cls.id);
    await expectRefusal(
      await leave(api, await student(), entry.id),
      404,
      'waitlist_entry_not_found',
    );
    await expectRefusal(
      await leave(api, owner, crypto.randomUUID()),
      404,
      'waitlist_entry_not_found',
    );
    expect(await withStatus(api, cls.id, 'waiting')).toEqual([owner]);
  });

  it('declines an offer: the seat passes at once to the next in line, who is told', async () => {
    const cls = await fullClass();
    const [first, second] = [await student(), await student()];
    const offered = await joined(api, first, cls.id);
    await joined(api, second, cls.id);
    await raiseSeats(cls, 1);
    expect(await withStatus(api, cls.id, 'offered')).toEqual([first]);
    const declined = await leave(api, first, offered.id);
    expect(await json(declined)).toMatchObject({ status: 'declined' });
    expect(await withStatus(api, cls.id, 'offered')).toEqual([second]);
    expect(await noticesOf(api, second)).toEqual(['waitlist_offer']);
  });
});

describe('GET /api/class/:id/waitlist', () => {
  it("answers the line in order to the class's instructor and to admins", async () => {
    const instructor = await createUser(api.db, { role: 'instructor' });
    const cls = await fullClass({ instructorEmail: instructor.email });
    const [first, second] = [await createUser(api.db), await createUser(api.db)];
    await joined(api, first.email, cls.id);
    await joined(api, second.email, cls.id);
    for (const as of [instructor.email, admin]) {
      const response = await api.call('GET', `/api/class/${cls.id}/waitlist`, { as });
      expect(response.status).toBe(200);
      const line = (await json(response)) as ClassWaitlistLine[];
      expect(
        line.map(({ place, name, email, status }) => ({ place, name, email, status })),
      ).toEqual([
        { place: 1, name: first.name, email: first.email, status: 'waiting' },
        { place: 2, name: second.name, email: second.email, status: 'waiting' },
      ]);
    }
  });

  it('refuses another instructor (403), a student (403), and answers 404 for an unknown class', async () => {
    const other = await createUser(api.db, { role: 'instructor' });
    const cls = await fullClass();
    await expectRefusal(
      await api.call('GET', `/api/class/${cls.id}/waitlist`, { as: other.email }),
      403,
      'waitlist_own_classes_only',
    );
    const asStudent = await api.call('GET', `/api/class/${cls.id}/waitlist`, {
      as: await student(),
    });
    expect(asStudent.status).toBe(403);
    await expectRefusal(
      await api.call('GET', '/api/class/no-such-class/waitlist', { as: admin }),
      404,
      'class_not_found',
    );
  });
});
