// Over HTTP against the real Node server: the roster and one session's cancel or move as a
// browser, a proxy or an attacker sends them. A replayed cancel changes nothing more; headers a
// client makes up (X-Forwarded-For and friends) never make anyone the class's instructor; another
// origin cannot read the roster nor get a browser to send a change; a huge body is 413 before
// anything is written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classSessions } from '../../db/schema.ts';
import { createClass, createPass, createSession, createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

const ALLOWED = 'https://academy.example';
const OTHER = 'https://evil.example';
let server: RealServer;
let coachToken: string;
let studentToken: string;
let classId: string;
let sessionIds: string[];

beforeAll(async () => {
  server = await startRealServer({ env: { CORS_ORIGINS: ALLOWED } });
  const coach = await createUser(server.db, { role: 'instructor' });
  const student = await createUser(server.db);
  coachToken = await server.tokenFor(coach.email);
  studentToken = await server.tokenFor(student.email);
  const cls = await createClass(server.db, { instructorEmail: coach.email, venue: 'dhaka' });
  classId = cls.id;
  await createPass(server.db, cls.id, student.email);
  sessionIds = [];
  for (const day of ['04', '11', '18']) {
    sessionIds.push((await createSession(server.db, cls.id, `2999-01-${day}T12:00:00.000Z`)).id);
  }
});
afterAll(() => server.close());

const json = (body: unknown) => ({
  'Content-Type': 'application/json',
  body: JSON.stringify(body),
});
const post = (
  path: string,
  token: string | null,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const { body: text, ...type } = json(body);
  return server.request('POST', path, {
    headers: { ...type, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: text,
  });
};
const sessionRow = async (id: string) =>
  (await server.db.select().from(classSessions).where(eq(classSessions.id, id)))[0]!;
const changeSeq = async () =>
  (await server.db.select().from(classes).where(eq(classes.id, classId)))[0]!.changeSeq;

describe('a cancel sent twice (a retry after a lost answer)', () => {
  it('answers 200 both times with the same session, and writes once', async () => {
    const path = `/api/class/${classId}/sessions/${sessionIds[0]}/cancel`;
    const first = await post(path, coachToken, { reason: 'Pitch flooded' });
    expect(first.status).toBe(200);
    const seq = await changeSeq();
    const changedAt = (await sessionRow(sessionIds[0]!)).changedAt;
    const replay = await post(path, coachToken, { reason: 'Pitch flooded' });
    expect(replay.status).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await changeSeq()).toBe(seq);
    expect((await sessionRow(sessionIds[0]!)).changedAt).toBe(changedAt);
  });
});

describe('made-up headers give no one the class', () => {
  const claims = {
    'X-Forwarded-For': '127.0.0.1',
    'X-Real-IP': '127.0.0.1',
    Forwarded: 'for=127.0.0.1;proto=https',
    'X-Forwarded-User': 'admin@academy.test',
    'X-User-Role': 'admin',
    'X-Original-URL': '/api/users',
  };

  it('a student sending them is still refused (403), and the session is as it was', async () => {
    const before = await sessionRow(sessionIds[1]!);
    const path = `/api/class/${classId}/sessions/${sessionIds[1]}/cancel`;
    const response = await post(path, studentToken, { reason: 'Mine now' }, claims);
    expect(response.status).toBe(403);
    expect(await sessionRow(sessionIds[1]!)).toEqual(before);
    const roster = await server.request('GET', `/api/class/${classId}/roster`, {
      headers: { Authorization: `Bearer ${studentToken}`, ...claims },
    });
    expect(roster.status).toBe(403);
  });

  it('a visitor sending them is asked to sign in (401)', async () => {
    const path = `/api/class/${classId}/sessions/${sessionIds[1]}/move`;
    const response = await post(
      path,
      null,
      { date: '2999-02-01', time: '10:00', reason: 'x' },
      claims,
    );
    expect(response.status).toBe(401);
  });
});

describe('another origin', () => {
  it('cannot read the roster: no CORS header for it, while the allowed origin gets one', async () => {
    const read = (origin: string) =>
      server.request('GET', `/api/class/${classId}/roster`, {
        headers: { Origin: origin, Authorization: `Bearer ${coachToken}` },
      });
    const other = await read(OTHER);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await read(ALLOWED);
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('gets no CORS approval for a change, and without the bearer token a change is 401', async () => {
    const path = `/api/class/${classId}/sessions/${sessionIds[2]}/cancel`;
    const preflight = await server.request('OPTIONS', path, {
      headers: {
        Origin: OTHER,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // A form post a page could send without asking: no token (identity is never a cookie).
    const simple = await server.request('POST', path, {
      headers: { Origin: OTHER, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ reason: 'CSRF' }),
    });
    expect(simple.status).toBe(401);
    expect((await sessionRow(sessionIds[2]!)).status).toBe('scheduled');
  });
});

describe('a huge body', () => {
  it('is refused with 413 and changes nothing', async () => {
    const before = await sessionRow(sessionIds[2]!);
    const path = `/api/class/${classId}/sessions/${sessionIds[2]}/move`;
    const response = await post(path, coachToken, {
      date: '2999-02-01',
      time: '10:00',
      reason: 'x'.repeat(200_000),
    });
    expect(response.status).toBe(413);
    expect(response.json()).toMatchObject({ error: { reason: 'body_too_large' } });
    expect(await sessionRow(sessionIds[2]!)).toEqual(before);
  });
});
