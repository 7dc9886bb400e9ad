import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import { classes, deletedClasses, enrollments, selections } from '../../db/schema.ts';
import {
  createClass,
  createEnrollment,
  createSelection,
  createUser,
  type UserRow,
} from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let admin: UserRow;
let coach: UserRow;
let otherCoach: UserRow;
let student: UserRow;

const newClassBody = {
  Name: 'Beach Volleyball',
  photo: 'https://example.com/volley.webp',
  IName: 'Somebody Else',
  Iemail: 'somebody@else.test',
  price: '25.5',
  sets: '12',
  status: 'approved',
  enrolled: 99,
};

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { role: 'admin' });
  coach = await createUser(api.db, { role: 'instructor', name: 'Carla Coach' });
  otherCoach = await createUser(api.db, { role: 'instructor' });
  student = await createUser(api.db);
});
afterAll(() => api.cleanup());

describe('GET /api/class', () => {
  it('shows visitors approved classes only', async () => {
    const approved = await createClass(api.db, { status: 'approved' });
    const pending = await createClass(api.db, { status: 'pending' });
    const denied = await createClass(api.db, { status: 'Denied' });
    const list = (await json(await api.call('GET', '/api/class?status=all'))) as Class[];
    const ids = list.map((item) => item._id);
    expect(ids).toContain(approved.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(denied.id);
    expect(list.every((item) => item.status === 'approved')).toBe(true);
  });

  it('lets an admin ask for every status, and only an admin', async () => {
    const pending = await createClass(api.db, { status: 'pending' });
    const forAdmin = (await json(
      await api.call('GET', '/api/class?status=pending', { as: admin.email }),
    )) as Class[];
    expect(forAdmin.map((item) => item._id)).toContain(pending.id);
    expect(forAdmin.every((item) => item.status === 'pending')).toBe(true);
    const forStudent = (await json(
      await api.call('GET', '/api/class?status=pending', { as: student.email }),
    )) as Class[];
    expect(forStudent.every((item) => item.status === 'approved')).toBe(true);
  });

  it("gives an instructor their own classes of any status with ?mine=true, nobody else's", async () => {
    const own = await createClass(api.db, {
      instructorEmail: coach.email,
      status: 'Denied',
      feedback: 'Add a photo',
    });
    await createClass(api.db, { instructorEmail: otherCoach.email, status: 'pending' });
    const list = (await json(
      await api.call('GET', '/api/class?mine=true', { as: coach.email }),
    )) as Class[];
    expect(list.map((item) => item._id)).toEqual([own.id]);
    expect(list[0]).toMatchObject({
      status: 'Denied',
      feedback: 'Add a photo',
      Iemail: coach.email,
    });
  });

  it('refuses ?mine=true without a token', async () => {
    expect((await api.call('GET', '/api/class?mine=true')).status).toBe(401);
  });

  it('answers the wire shape with the price in dollars', async () => {
    const cls = await createClass(api.db, { priceCents: 4999 });
    const list = (await json(await api.call('GET', '/api/class'))) as Class[];
    expect(list.find((item) => item._id === cls.id)).toMatchObject({
      price: 49.99,
      sets: 10,
      enrolled: 0,
    });
  });
});

describe('POST /api/class', () => {
  it("forces pending, 0 enrolled and the instructor's own name and e-mail", async () => {
    const response = await api.call('POST', '/api/class', { as: coach.email, body: newClassBody });
    expect(response.status).toBe(201);
    const { insertedId } = (await json(response)) as { insertedId: string };
    const [row] = await api.db.select().from(classes).where(eq(classes.id, insertedId));
    expect(row).toMatchObject({
      status: 'pending',
      enrolled: 0,
      instructorEmail: coach.email,
      instructorName: 'Carla Coach',
      priceCents: 2550,
      seats: 12,
    });
  });

  it('lets an admin post a class for an instructor', async () => {
    const response = await api.call('POST', '/api/class', { as: admin.email, body: newClassBody });
    const { insertedId } = (await json(response)) as { insertedId: string };
    const [row] = await api.db.select().from(classes).where(eq(classes.id, insertedId));
    expect(row).toMatchObject({
      instructorEmail: 'somebody@else.test',
      status: 'pending',
      enrolled: 0,
    });
  });

  it('refuses a price with three decimals and seats over 1,000 with field messages', async () => {
    const response = await api.call('POST', '/api/class', {
      as: coach.email,
      body: { ...newClassBody, price: 10.555, sets: 1001 },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: {
        fields: {
          price: 'Price can have at most 2 decimals.',
          sets: 'Available seats must be a whole number from 0 to 1,000.',
        },
      },
    });
  });
});

describe('PUT /api/class/:id', () => {
  it('sends an edited class back to pending and keeps updatedAt moving', async () => {
    const cls = await createClass(api.db, {
      instructorEmail: coach.email,
      status: 'approved',
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    const body = { Name: 'Renamed', photo: '/images/x.webp', price: 10, sets: 3 };
    const response = await api.call('PUT', `/api/class/${cls.id}`, { as: coach.email, body });
    expect(await json(response)).toEqual({ modifiedCount: 1 });
    const [row] = await api.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row).toMatchObject({ name: 'Renamed', status: 'pending', priceCents: 1000, seats: 3 });
    expect(row!.updatedAt > '2020-01-01T00:00:00.000Z').toBe(true);
  });

  it("refuses an instructor editing another instructor's class", async () => {
    const cls = await createClass(api.db, { instructorEmail: otherCoach.email });
    const body = { Name: 'Mine now', photo: '/images/x.webp', price: 10, sets: 3 };
    expect((await api.call('PUT', `/api/class/${cls.id}`, { as: coach.email, body })).status).toBe(
      403,
    );
  });
});

describe('PATCH /api/class/:id', () => {
  it('approves a pending class with a feedback note', async () => {
    const cls = await createClass(api.db, { status: 'pending' });
    const response = await api.call('PATCH', `/api/class/${cls.id}`, {
      as: admin.email,
      body: { status: 'approved', feedback: 'Great class' },
    });
    expect(await json(response)).toEqual({ modifiedCount: 1 });
    const [row] = await api.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row).toMatchObject({ status: 'approved', feedback: 'Great class' });
  });

  it('refuses to move a denied class to approved (only pending changes)', async () => {
    const cls = await createClass(api.db, { status: 'Denied' });
    const response = await api.call('PATCH', `/api/class/${cls.id}`, {
      as: admin.email,
      body: { status: 'approved' },
    });
    expect(response.status).toBe(409);
  });

  it('refuses a status that is not approved or Denied', async () => {
    const cls = await createClass(api.db, { status: 'pending' });
    const response = await api.call('PATCH', `/api/class/${cls.id}`, {
      as: admin.email,
      body: { status: 'pending' },
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown class', async () => {
    const response = await api.call('PATCH', '/api/class/nope', {
      as: admin.email,
      body: { status: 'Denied' },
    });
    expect(response.status).toBe(404);
  });
});

describe('DELETE /api/class/:id', () => {
  it('removes the class and its open selections, keeps paid history, records a tombstone', async () => {
    const cls = await createClass(api.db);
    await createSelection(api.db, student.email, cls.id);
    const paidBy = await createUser(api.db);
    await createEnrollment(api.db, paidBy.email, cls);
    const response = await api.call('DELETE', `/api/class/${cls.id}`, { as: admin.email });
    expect(await json(response)).toEqual({ deletedCount: 1 });
    expect(
      await api.db.select().from(selections).where(eq(selections.classId, cls.id)),
    ).toHaveLength(0);
    expect(
      await api.db.select().from(enrollments).where(eq(enrollments.classId, cls.id)),
    ).toHaveLength(1);
    expect(
      await api.db.select().from(deletedClasses).where(eq(deletedClasses.classId, cls.id)),
    ).toHaveLength(1);
    expect((await api.call('DELETE', `/api/class/${cls.id}`, { as: admin.email })).status).toBe(
      404,
    );
  });
});

describe('GET /api/popularClass', () => {
  it('answers six approved classes, most enrolled first', async () => {
    await createClass(api.db, { status: 'pending', enrolled: 10_000 });
    for (const enrolled of [500, 400, 300, 200, 100, 50, 40])
      await createClass(api.db, { enrolled });
    const list = (await json(await api.call('GET', '/api/popularClass'))) as Array<{
      enrolled: number;
    }>;
    expect(list.map((item) => item.enrolled)).toEqual([500, 400, 300, 200, 100, 50]);
  });
});
