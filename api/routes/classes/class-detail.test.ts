import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail } from '#shared/schemas/class.ts';
import { classSessions } from '../../db/schema.ts';
import { createClass, createUser, type UserRow } from '../../test/factories.ts';
import { expectRefusalShape } from '../../test/refusal-shape.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
let api: TestApi;
let admin: UserRow;
let coach: UserRow;
let otherCoach: UserRow;
let student: UserRow;

beforeAll(async () => {
  api = await createTestApi({ now: () => NOW });
  admin = await createUser(api.db, { role: 'admin' });
  coach = await createUser(api.db, { role: 'instructor' });
  otherCoach = await createUser(api.db, { role: 'instructor' });
  student = await createUser(api.db);
});
afterAll(() => api.cleanup());

const session = (classId: string, startsAt: string, status: 'scheduled' | 'cancelled') => ({
  id: crypto.randomUUID(),
  classId,
  startsAt,
  endsAt: startsAt.replace('T10', 'T11'),
  status,
});

describe('GET /api/class/:id', () => {
  it('answers an approved class with its sessions, oldest first, and how many are left', async () => {
    const cls = await createClass(api.db, { description: 'First.\n\nSecond.' });
    await api.db
      .insert(classSessions)
      .values([
        session(cls.id, '2026-03-12T10:00:00.000Z', 'scheduled'),
        session(cls.id, '2026-03-03T10:00:00.000Z', 'scheduled'),
        session(cls.id, '2026-03-17T10:00:00.000Z', 'cancelled'),
        session(cls.id, '2026-03-19T10:00:00.000Z', 'scheduled'),
      ]);
    const response = await api.call('GET', `/api/class/${cls.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const detail = (await json(response)) as ClassDetail;
    expect(detail).toMatchObject({ _id: cls.id, Name: cls.name, description: 'First.\n\nSecond.' });
    expect(detail.sessions.map((one) => one.startsAt)).toEqual([
      '2026-03-03T10:00:00.000Z',
      '2026-03-12T10:00:00.000Z',
      '2026-03-17T10:00:00.000Z',
      '2026-03-19T10:00:00.000Z',
    ]);
    expect(detail.sessions[2]).toMatchObject({ status: 'cancelled' });
    // The past one and the cancelled one do not count.
    expect(detail.sessionsLeft).toBe(2);
  });

  it.each(['pending', 'Denied'] as const)(
    'shows a %s class only to its instructor and admins; anyone else gets 404',
    async (status) => {
      const cls = await createClass(api.db, { status, instructorEmail: coach.email });
      const as = async (email: string | undefined) =>
        (await api.call('GET', `/api/class/${cls.id}`, email ? { as: email } : {})).status;
      expect(await as(coach.email)).toBe(200);
      expect(await as(admin.email)).toBe(200);
      expect(await as(otherCoach.email)).toBe(404);
      expect(await as(student.email)).toBe(404);
      const visitor = await api.call('GET', `/api/class/${cls.id}`);
      expect(visitor.status).toBe(404);
      const body = await json(visitor);
      expectRefusalShape(body, 'GET /api/class/:id');
      expect(body).toMatchObject({ error: { reason: 'class_not_found' } });
      const own = await api.call('GET', `/api/class/${cls.id}`, { as: coach.email });
      expect(own.headers.get('Cache-Control')).toBe('private, no-store');
    },
  );

  it('answers an unknown id as an unapproved one: the same 404', async () => {
    const unknown = await api.call('GET', `/api/class/${crypto.randomUUID()}`);
    const hidden = await createClass(api.db, { status: 'pending' });
    const unapproved = await api.call('GET', `/api/class/${hidden.id}`);
    expect(unknown.status).toBe(404);
    const strip = (body: unknown) => JSON.stringify(body).replace(/"requestId":"[^"]*"/, '');
    expect(strip(await json(unapproved))).toBe(strip(await json(unknown)));
  });

  it('refuses an id that cannot be one with a 400', async () => {
    const response = await api.call('GET', `/api/class/${'x'.repeat(65)}`);
    expect(response.status).toBe(400);
    expectRefusalShape(await json(response), 'GET /api/class/:id');
  });
});
