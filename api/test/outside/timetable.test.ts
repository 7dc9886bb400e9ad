// Over HTTP against the real Node server: GET /api/timetable answers the token's own student and
// no one else, whoever the request claims to be in its query or headers, and a page of another
// origin cannot read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timetable } from '#shared/schemas/timetable.ts';
import { classSessions } from '../../db/schema.ts';
import { createClass, createEnrollment, createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

const ALLOWED = 'https://academy.example';
const OTHER = 'https://evil.example';
let server: RealServer;
let alice: string;
let bob: string;
let aliceClassId: string;
let bobClassId: string;

async function enrolWithSession(email: string): Promise<string> {
  const cls = await createClass(server.db);
  await createEnrollment(server.db, email, cls);
  const startsAt = new Date(Date.now() + 86_400_000).toISOString();
  await server.db
    .insert(classSessions)
    .values({ id: crypto.randomUUID(), classId: cls.id, startsAt, endsAt: startsAt });
  return cls.id;
}

beforeAll(async () => {
  // Behind one proxy: the server reads X-Forwarded-For (for the rate limit), and still no header
  // may say whose timetable this is.
  server = await startRealServer({ env: { CORS_ORIGINS: ALLOWED, TRUSTED_PROXY: '1' } });
  alice = (await createUser(server.db)).email;
  bob = (await createUser(server.db)).email;
  aliceClassId = await enrolWithSession(alice);
  bobClassId = await enrolWithSession(bob);
});
afterAll(() => server.close());

const asAlice = async (headers: Record<string, string> = {}) => ({
  Authorization: `Bearer ${await server.tokenFor(alice)}`,
  ...headers,
});
const classIdsOf = (body: unknown) => (body as Timetable).map((session) => session.classId);

describe('GET /api/timetable over HTTP', () => {
  it('asks a visitor to sign in (401) and refuses an instructor (403), in the error shape', async () => {
    const visitor = await server.request('GET', '/api/timetable');
    expect(visitor.status).toBe(401);
    expect(visitor.json()).toMatchObject({ error: { reason: 'sign_in_required' } });
    const coach = await createUser(server.db, { role: 'instructor' });
    const instructor = await server.request('GET', '/api/timetable', {
      headers: { Authorization: `Bearer ${await server.tokenFor(coach.email)}` },
    });
    expect(instructor.status).toBe(403);
    expect(instructor.json()).toMatchObject({ error: { reason: 'students_only' } });
    expect(instructor.text()).not.toContain(aliceClassId);
  });

  it("answers the token's student, whatever e-mail the query or X-Forwarded-For names", async () => {
    const plain = await server.request('GET', '/api/timetable', { headers: await asAlice() });
    expect(plain.status).toBe(200);
    expect(classIdsOf(plain.json())).toEqual([aliceClassId]);
    for (const path of [
      `/api/timetable?email=${encodeURIComponent(bob)}`,
      `/api/timetable?email=${encodeURIComponent(bob)}&email=${encodeURIComponent(alice)}`,
      `/api/timetable?uid=uid-${encodeURIComponent(bob)}`,
    ]) {
      const forged = await server.request('GET', path, {
        headers: await asAlice({ 'X-Forwarded-For': '10.0.0.1, 203.0.113.9', 'X-Email': bob }),
      });
      expect(forged.status, path).toBe(200);
      expect(classIdsOf(forged.json()), path).toEqual([aliceClassId]);
      expect(forged.text(), path).not.toContain(bobClassId);
    }
  });

  it('is readable from an allowed origin only, and never stored by a shared cache', async () => {
    const allowed = await server.request('GET', '/api/timetable', {
      headers: await asAlice({ Origin: ALLOWED }),
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(allowed.headers['cache-control']).toBe('private, no-cache');
    const other = await server.request('GET', '/api/timetable', {
      headers: await asAlice({ Origin: OTHER }),
    });
    // Answered (the server cannot tell a browser from a script) but not readable by the page.
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await server.request('OPTIONS', '/api/timetable', {
      headers: {
        Origin: OTHER,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 304 to its own ETag over the wire, with no body', async () => {
    const first = await server.request('GET', '/api/timetable', { headers: await asAlice() });
    const etag = String(first.headers.etag);
    const again = await server.request('GET', '/api/timetable', {
      headers: await asAlice({ 'If-None-Match': etag }),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
