// Over HTTP against the real Node server: check-ins replayed, sent many at once, with forged
// forwarding headers, from another origin, and with huge bodies. Whatever arrives, a student is
// checked in at most once per session, only by the class's instructor or an admin, and the
// response is a whole 2xx or 4xx.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns } from '../../db/schema.ts';
import { classWithSession, enrolledWithPass } from '../check-in-fixtures.ts';
import { createUser } from '../factories.ts';
import { preflight, startRealServer, type RealServer } from '../real-server.ts';

const ALLOWED = 'https://academy.example';
const OTHER = 'https://evil.example';
let server: RealServer;

beforeAll(async () => {
  server = await startRealServer({ env: { CORS_ORIGINS: ALLOWED } });
});
afterAll(() => server.close());

async function scene() {
  const { instructor, cls, session } = await classWithSession(server.db, new Date());
  const { student, pass } = await enrolledWithPass(server.db, cls);
  const token = await server.tokenFor(instructor.email);
  return { instructor, cls, session, student, pass, token };
}

const post = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.request('POST', '/api/check-ins', {
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const scanOf = (sessionId: string, token: string, id: string = crypto.randomUUID()) => ({
  id,
  sessionId,
  takenAt: new Date().toISOString(),
  proof: { method: 'scan', token },
});

const rowsAt = (sessionId: string) =>
  server.db.select().from(checkIns).where(eq(checkIns.sessionId, sessionId));

describe('replays and many at once', () => {
  it('one scan replayed 25 times at once: one row, every answer names it', async () => {
    const { session, pass, token } = await scene();
    const body = scanOf(session.id, pass.token);
    const responses = await Promise.all(Array.from({ length: 25 }, () => post(token, body)));
    expect(responses.filter((a) => a.status === 201)).toHaveLength(1);
    expect(responses.filter((a) => a.status === 200)).toHaveLength(24);
    for (const response of responses) {
      expect(response.json()).toMatchObject({ checkIn: { id: body.id } });
    }
    expect(await rowsAt(session.id)).toHaveLength(1);
  });

  it('25 phones (25 nonces) scanning one pass at once: one row, the rest told "already"', async () => {
    const { session, pass, token } = await scene();
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => post(token, scanOf(session.id, pass.token))),
    );
    const bodies = responses.map(
      (a) => a.json() as { alreadyCheckedIn: boolean; checkIn: { id: string } },
    );
    expect(bodies.filter((b) => !b.alreadyCheckedIn)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.checkIn.id)).size).toBe(1);
    expect(await rowsAt(session.id)).toHaveLength(1);
  });

  it('a replay of a check-in the instructor removed since stays removed, however many arrive', async () => {
    const { session, pass, token } = await scene();
    const body = scanOf(session.id, pass.token);
    expect((await post(token, body)).status).toBe(201);
    const removed = await server.request('DELETE', `/api/check-ins/${body.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    expect(await rowsAt(session.id)).toHaveLength(0);
    // Its response was lost, or it was late: the untick came after it (removed-changes.ts).
    const [a, b] = await Promise.all([post(token, body), post(token, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await rowsAt(session.id)).toHaveLength(0);
  });
});

describe('who is asking comes from the token alone', () => {
  it('a student with forged forwarding and identity headers is refused; nothing is written', async () => {
    const { session, pass } = await scene();
    const student = await createUser(server.db);
    const response = await post(
      await server.tokenFor(student.email),
      scanOf(session.id, pass.token),
      {
        'X-Forwarded-For': '127.0.0.1',
        'X-Real-IP': '127.0.0.1',
        'CF-Connecting-IP': '127.0.0.1',
        'X-Forwarded-User': 'admin',
        'X-User-Role': 'admin',
      },
    );
    expect(response.status).toBe(403);
    expect(await rowsAt(session.id)).toHaveLength(0);
  });

  it('the recorder is the token’s instructor, whatever the headers claim', async () => {
    const { instructor, session, pass, token } = await scene();
    const admin = await createUser(server.db, { role: 'admin' });
    const response = await post(token, scanOf(session.id, pass.token), {
      'X-Forwarded-For': '10.0.0.1',
      'X-Forwarded-User': admin.email,
    });
    expect(response.status).toBe(201);
    const [row] = await rowsAt(session.id);
    expect(row!.recordedBy).toBe(instructor.id);
  });
});

describe('from another origin', () => {
  it('a preflight from another origin gets no CORS headers; one from ours names the write', async () => {
    const other = await preflight(server, '/api/check-ins', OTHER);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const ours = await preflight(server, '/api/check-ins', ALLOWED);
    expect(ours.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('a post from another origin without the bearer token (a forged form) writes nothing', async () => {
    const { session, pass } = await scene();
    const response = await server.request('POST', '/api/check-ins', {
      headers: { Origin: OTHER, 'Content-Type': 'text/plain' },
      body: JSON.stringify(scanOf(session.id, pass.token)),
    });
    expect(response.status).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(await rowsAt(session.id)).toHaveLength(0);
  });
});

describe('bodies that are not a check-in', () => {
  it('a body over the limit is refused with 413 before it is read; nothing is written', async () => {
    const { session, pass, token } = await scene();
    const huge = { ...scanOf(session.id, pass.token), padding: 'x'.repeat(2 * 1024 * 1024) };
    const response = await post(token, huge);
    expect(response.status).toBe(413);
    expect(response.json()).toMatchObject({ error: { reason: 'body_too_large' } });
    expect(await rowsAt(session.id)).toHaveLength(0);
  });

  it('a proof with an oversized token or code is a 400, not a search', async () => {
    const { session, token } = await scene();
    for (const proof of [
      { method: 'scan', token: 'a'.repeat(10_000) },
      { method: 'code', code: 'A'.repeat(5_000) },
      { method: 'roster', email: `${'a'.repeat(400)}@x.test` },
    ]) {
      const response = await post(token, { ...scanOf(session.id, ''), proof });
      expect(response.status).toBe(400);
    }
    const broken = await post(token, '{"id":');
    expect(broken.status).toBe(400);
    expect(await rowsAt(session.id)).toHaveLength(0);
  });
});

describe('guessing short codes', () => {
  let limited: RealServer;
  beforeAll(async () => {
    limited = await startRealServer({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => limited.close());

  it('is rate limited per account, whatever X-Forwarded-For or CF-Connecting-IP say', async () => {
    const { instructor, session } = await classWithSession(limited.db, new Date());
    const token = await limited.tokenFor(instructor.email);
    const statuses: number[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const response = await limited.request('POST', '/api/check-ins', {
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'X-Forwarded-For': `198.51.100.${n}`,
          'CF-Connecting-IP': `203.0.113.${n}`,
        },
        body: JSON.stringify({
          id: crypto.randomUUID(),
          sessionId: session.id,
          takenAt: new Date().toISOString(),
          proof: { method: 'code', code: `ABCD-${String(n).padStart(4, '0')}` },
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});
