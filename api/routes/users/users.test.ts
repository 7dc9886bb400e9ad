import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selections, users } from '../../db/schema.ts';
import { createClass, createSelection, createUser, type UserRow } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import { TEST_ADMIN_EMAIL } from '../../test/test-env.ts';

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
    const answer = await api.call('GET', `/api/users/admin/${TEST_ADMIN_EMAIL}`, {
      as: TEST_ADMIN_EMAIL,
    });
    expect(await json(answer)).toEqual({ admin: true });
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
