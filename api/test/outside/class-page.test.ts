// Over HTTP against the real Node server: GET /api/class/:id, the data of a class's page. Bad
// ids are a clear 4xx, an unknown id and a class nobody approved answer the same 404 (their ids
// do not leak), the caching headers never let a shared cache keep an instructor's own response,
// and a page on an allowed origin can read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

const ALLOWED = 'https://academy.example';
let server: RealServer;
let approvedId: string;
let pendingId: string;
let coachToken: string;

beforeAll(async () => {
  server = await startRealServer({ env: { CORS_ORIGINS: ALLOWED } });
  const coach = await createUser(server.db, { role: 'instructor' });
  coachToken = await server.tokenFor(coach.email);
  approvedId = (await createClass(server.db, { description: 'Bring water.' })).id;
  pendingId = (await createClass(server.db, { status: 'pending', instructorEmail: coach.email }))
    .id;
});
afterAll(() => server.close());

const refusalOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; reason: string; message: string } }).error;

describe('GET /api/class/:id over HTTP', () => {
  it('answers an approved class to a visitor, asked about again each time', async () => {
    const response = await server.request('GET', `/api/class/${approvedId}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toContain('Authorization');
    expect(response.json()).toMatchObject({ _id: approvedId, description: 'Bring water.' });
  });

  it.each([
    ['an unknown id', () => crypto.randomUUID()],
    ['a pending class, asked by a visitor', () => pendingId],
  ])('%s: 404 class_not_found, the same answer', async (_label, id) => {
    const response = await server.request('GET', `/api/class/${id()}`);
    expect(response.status).toBe(404);
    expect(refusalOf(response)).toMatchObject({ code: 'not_found', reason: 'class_not_found' });
    expect(refusalOf(response).message).toMatch(/class/i);
  });

  it('a pending class to its instructor: private, kept by no cache', async () => {
    const response = await server.request('GET', `/api/class/${pendingId}`, {
      headers: { Authorization: `Bearer ${coachToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['too long', 'a'.repeat(65), 400],
    ['a NUL', 'abc%00', 400],
    ['bytes that are not UTF-8', '%FF%FE', 400],
    ['dots', '..%2F..%2Fusers', 404],
  ])('an id with %s: a clear 4xx', async (_label, id, status) => {
    const response = await server.request('GET', `/api/class/${id}`);
    expect(response.status).toBe(status);
    expect(refusalOf(response).message.length).toBeGreaterThan(10);
  });

  it('a page on an allowed origin reads it (CORS); another origin gets no CORS headers', async () => {
    const allowed = await server.request('GET', `/api/class/${approvedId}`, {
      headers: { Origin: ALLOWED },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(allowed.headers.vary)).toContain('Origin');
    const other = await server.request('GET', `/api/class/${approvedId}`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.status).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
