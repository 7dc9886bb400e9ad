import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollments,
  payments,
  removedAccounts,
  removedChanges,
  seatHolds,
  selections,
  users,
} from '../../db/schema.ts';
import {
  createClass,
  createEnrollment,
  createSelection,
  createUser,
  type UserRow,
} from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import { TEST_ADMIN_EMAIL } from '../../test/test-env.ts';
import { testUidOf } from '../../test/test-identity.ts';
import { startedPayment, startPayment } from '../../test/payment-test-helpers.ts';

let api: TestApi;
let admin: UserRow;
let student: UserRow;

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { role: 'admin' });
  student = await createUser(api.db);
});
afterAll(() => api.cleanup());

describe('POST /api/users', () => {
  it("creates the caller's record once; the second time answers 'user already exists'", async () => {
    const email = 'new-person@academy.test';
    const first = await api.call('POST', '/api/users', {
      as: email,
      body: { name: 'New Person', email },
    });
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual({ insertedId: expect.any(String) });
    const second = await api.call('POST', '/api/users', {
      as: email,
      body: { name: 'New Person', email },
    });
    expect(second.status).toBe(200);
    expect(await json(second)).toEqual({ message: 'user already exists' });
    expect(await api.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses creating a record for another e-mail', async () => {
    const response = await api.call('POST', '/api/users', {
      as: 'me@academy.test',
      body: { name: 'Me', email: 'them@academy.test' },
    });
    expect(response.status).toBe(403);
  });

  it('makes a first sign-in with an e-mail of ADMIN_EMAILS an admin', async () => {
    await api.call('POST', '/api/users', {
      as: TEST_ADMIN_EMAIL,
      body: { name: 'Boss', email: TEST_ADMIN_EMAIL },
    });
    const response = await api.call('GET', `/api/users/admin/${TEST_ADMIN_EMAIL}`, {
      as: TEST_ADMIN_EMAIL,
    });
    expect(await json(response)).toEqual({ admin: true });
  });

  it("records the caller under their token's Firebase uid", async () => {
    const email = 'uid-keeper@academy.test';
    await api.call('POST', '/api/users', { as: email, body: { name: 'Keeper', email } });
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row?.firebaseUid).toBe(testUidOf(email));
  });

  it('makes an ADMIN_EMAILS e-mail Firebase has not verified a student', async () => {
    const boss = 'unverified-boss@academy.test';
    const strict = await createTestApi({ env: { ADMIN_EMAILS: boss } });
    try {
      const token = await strict.tokenFor(boss, { emailVerified: false });
      const body = { name: 'Boss', email: boss };
      expect((await strict.call('POST', '/api/users', { token, body })).status).toBe(201);
      const response = await strict.call('GET', `/api/users/admin/${boss}`, { token });
      expect(await json(response)).toEqual({ admin: false });
    } finally {
      await strict.cleanup();
    }
  });

  it('refuses a token whose e-mail now belongs to another account, and records nothing', async () => {
    const holder = await createUser(api.db);
    const token = await api.tokenFor(holder.email, { uid: 'uid-another-firebase-account' });
    const response = await api.call('POST', '/api/users', {
      token,
      body: { name: 'Other', email: holder.email },
    });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({
      error: {
        message: 'This e-mail address now belongs to another account. Please sign in again.',
      },
    });
    expect(await api.db.select().from(users).where(eq(users.email, holder.email))).toHaveLength(1);
  });

  it('refuses without a token', async () => {
    expect(
      (await api.call('POST', '/api/users', { body: { name: 'X', email: 'x@y.test' } })).status,
    ).toBe(401);
  });
});

describe('role checks', () => {
  it('answers own role questions and refuses questions about someone else', async () => {
    expect(
      await json(await api.call('GET', `/api/users/admin/${admin.email}`, { as: admin.email })),
    ).toEqual({ admin: true });
    expect(
      await json(
        await api.call('GET', `/api/users/instructor/${student.email}`, { as: student.email }),
      ),
    ).toEqual({
      instructor: false,
    });
    expect(
      (await api.call('GET', `/api/users/admin/${admin.email}`, { as: student.email })).status,
    ).toBe(403);
  });

  it("answers the caller's own role in one request, a student's and an unrecorded person's too", async () => {
    const roleOf = async (email: string) =>
      json(await api.call('GET', '/api/users/role', { as: email }));
    const desk = await createUser(api.db, { role: 'frontdesk' });
    const coach = await createUser(api.db, { role: 'instructor' });
    expect(await roleOf(admin.email)).toEqual({ role: 'admin' });
    expect(await roleOf(coach.email)).toEqual({ role: 'instructor' });
    expect(await roleOf(desk.email)).toEqual({ role: 'frontdesk' });
    expect(await roleOf(student.email)).toEqual({ role: 'student' });
    expect(await roleOf('not-yet-recorded@academy.test')).toEqual({ role: 'student' });
    await api.db.update(users).set({ role: 'admin' }).where(eq(users.id, coach.id));
    expect(await roleOf(coach.email)).toEqual({ role: 'admin' });
    expect((await api.call('GET', '/api/users/role')).status).toBe(401);
  });

  it('reads the role from the database on every request', async () => {
    const person = await createUser(api.db);
    const token = await api.tokenFor(person.email);
    expect((await api.call('GET', '/api/users', { token })).status).toBe(403);
    await api.db.update(users).set({ role: 'admin' }).where(eq(users.id, person.id));
    expect((await api.call('GET', '/api/users', { token })).status).toBe(200);
  });
});

describe('admin user management', () => {
  it('makes a user an instructor, then an admin', async () => {
    const person = await createUser(api.db);
    const asInstructor = await api.call('PATCH', `/api/users/instructor/${person.id}`, {
      as: admin.email,
    });
    expect(await json(asInstructor)).toEqual({ modifiedCount: 1 });
    const asAdmin = await api.call('PATCH', `/api/users/admin/${person.id}`, { as: admin.email });
    expect(await json(asAdmin)).toEqual({ modifiedCount: 1 });
    const [row] = await api.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.role).toBe('admin');
  });

  it('deletes a user and their selections', async () => {
    const person = await createUser(api.db);
    const cls = await createClass(api.db);
    await createSelection(api.db, person.email, cls.id);
    const response = await api.call('DELETE', `/api/users/${person.id}`, { as: admin.email });
    expect(await json(response)).toEqual({ deletedCount: 1 });
    expect(
      await api.db.select().from(selections).where(eq(selections.email, person.email)),
    ).toHaveLength(0);
  });

  it('forgets the ids of the changes the user undid, and only theirs', async () => {
    const [person, other] = [await createUser(api.db), await createUser(api.db)];
    const undo = (as: string, path: string) => api.call('DELETE', path, { as });
    await undo(person.email, `/api/select/${crypto.randomUUID()}`);
    await undo(person.email, `/api/waitlist/${crypto.randomUUID()}`);
    await undo(other.email, `/api/select/${crypto.randomUUID()}`);
    const keptBy = (email: string) =>
      api.db.select().from(removedChanges).where(eq(removedChanges.owner, email));
    expect(await keptBy(person.email)).toHaveLength(2);
    await api.call('DELETE', `/api/users/${person.id}`, { as: admin.email });
    expect(await keptBy(person.email)).toEqual([]);
    expect(await keptBy(other.email)).toHaveLength(1);
  });

  it('releases the seats the user held while paying, in the same step', async () => {
    const cls = await createClass(api.db, { seats: 1 });
    const [holder, waiting] = [await createUser(api.db), await createUser(api.db)];
    await createSelection(api.db, holder.email, cls.id);
    await createSelection(api.db, waiting.email, cls.id);
    await startedPayment(api, holder.email);
    expect((await startPayment(api, waiting.email)).status).toBe(409);

    await api.call('DELETE', `/api/users/${holder.id}`, { as: admin.email });
    expect(await api.db.select().from(seatHolds).where(eq(seatHolds.email, holder.email))).toEqual(
      [],
    );
    expect((await startPayment(api, waiting.email)).status).toBe(201);
  });

  it('keeps the paid history (payments, enrollments) and records the removed uid and e-mail', async () => {
    const person = await createUser(api.db);
    await createEnrollment(api.db, person.email, await createClass(api.db));
    await api.call('DELETE', `/api/users/${person.id}`, { as: admin.email });
    expect(
      await api.db.select().from(payments).where(eq(payments.email, person.email)),
    ).toHaveLength(1);
    expect(
      await api.db.select().from(enrollments).where(eq(enrollments.email, person.email)),
    ).toHaveLength(1);
    expect(
      await api.db.select().from(removedAccounts).where(eq(removedAccounts.email, person.email)),
    ).toEqual([
      expect.objectContaining({ firebaseUid: testUidOf(person.email), userId: person.id }),
    ]);
  });

  it("refuses the removed user's old access token from the next request on, and POST /api/users does not bring them back", async () => {
    // Callers' rows cached for a minute: a deletion in this process must still show at once.
    const cached = await createTestApi({ sharedStateMaxAgeMs: 60_000 });
    try {
      const boss = await createUser(cached.db, { role: 'admin' });
      const person = await createUser(cached.db);
      const token = await cached.tokenFor(person.email);
      expect((await cached.call('GET', '/api/select', { token })).status).toBe(200);

      await cached.call('DELETE', `/api/users/${person.id}`, { as: boss.email });
      const removed = {
        error: {
          code: 'unauthorized',
          message: expect.stringContaining('This account was removed'),
        },
      };
      const read = await cached.call('GET', '/api/select', { token });
      expect(read.status).toBe(401);
      expect(await json(read)).toMatchObject(removed);
      const body = { name: 'Back Again', email: person.email };
      const again = await cached.call('POST', '/api/users', { token, body });
      expect(again.status).toBe(401);
      expect(await json(again)).toMatchObject(removed);
      expect(await cached.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
    } finally {
      await cached.cleanup();
    }
  });

  it('refuses an admin deleting themselves', async () => {
    expect((await api.call('DELETE', `/api/users/${admin.id}`, { as: admin.email })).status).toBe(
      403,
    );
    expect(await api.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await api.call('PATCH', '/api/users/admin/nobody', { as: admin.email })).status).toBe(
      404,
    );
  });
});
