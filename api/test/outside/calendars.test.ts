// Over HTTP against the real Node server: the calendar feed is public by its URL alone, so it is
// rate limited per address in a bucket of its own that forwarded-for headers do not dodge; any
// calendar server may fetch it (cross-origin, HEAD); a huge or malformed address is a 4xx; and
// the feed's URL is made on SITE_ORIGIN, never on a Host or X-Forwarded-Host a client sends;
// a client that revalidates by date gets Last-Modified and a 304 for the date it was given.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarFeed } from '#shared/schemas/calendar.ts';
import { calendarFeeds, classes, enrollments } from '../../db/schema.ts';
import { replaceFeedToken } from '../../services/calendar/calendar-sessions.ts';
import { readCalendar, scheduledClass } from '../calendar-helpers.ts';
import { createEnrollment, createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

const LIMIT = 3;
const SITE = 'https://academy.example';

/** A student enrolled in a Dhaka class, with a feed: its path. */
async function studentFeed(server: RealServer) {
  const student = await createUser(server.db);
  await createEnrollment(server.db, student.email, await scheduledClass(server.db, 'dhaka'));
  const token = await replaceFeedToken(server.db, student.email, new Date());
  return { student, path: `/api/calendar/${token}.ics` };
}

describe('the feed behind no proxy, with a small limit', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => server.close());

  it('answers 429 after the burst, whatever X-Forwarded-For or CF-Connecting-IP says', async () => {
    const { path } = await studentFeed(server);
    const statuses: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const response = await server.request('GET', n % 2 ? path : '/api/calendar/nobody.ics', {
        headers: { 'X-Forwarded-For': `198.51.100.${n}`, 'CF-Connecting-IP': `203.0.113.${n}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 404, 200, 429, 429]);
    const refused = await server.request('GET', path);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Its own bucket: the writes' limit of this address is untouched (400: an empty body).
    const write = await server.request('POST', '/api/jwt', {
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(400);
  });
});

describe('the feed and its URL', () => {
  let server: RealServer;
  let feedPath: string;
  let studentToken: string;
  beforeAll(async () => {
    // development with info: the access log is written, and checked below.
    server = await startRealServer({
      env: { SITE_ORIGIN: SITE, NODE_ENV: 'development', LOG_LEVEL: 'info' },
    });
    const { student, path } = await studentFeed(server);
    feedPath = path;
    studentToken = await server.tokenFor(student.email);
  });
  afterAll(() => server.close());

  it('is fetched from any origin: a calendar server or a web calendar reads it', async () => {
    const response = await server.request('GET', feedPath, {
      headers: { Origin: 'https://calendar.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(readCalendar(response.text()).events).toHaveLength(4);
  });

  it('keeps feed tokens out of the access log', async () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest) => {
      lines.push(String(chunk));
      return write(chunk as string, ...(rest as []));
    });
    try {
      expect((await server.request('GET', feedPath)).status).toBe(200);
      server.server.flushLogs();
    } finally {
      vi.restoreAllMocks();
    }
    const token = feedPath.slice('/api/calendar/'.length, -'.ics'.length);
    const log = lines.join('');
    expect(log).toContain('"path":"/api/calendar/…"');
    expect(log).not.toContain(token);
  });

  it('answers HEAD with the headers and no body, and 304 to its own ETag', async () => {
    const head = await server.request('HEAD', feedPath);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(head.body.length).toBe(0);
    const etag = String(head.headers.etag);
    const again = await server.request('GET', feedPath, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers If-Modified-Since by the Last-Modified it sent, GET and HEAD alike', async () => {
    // The student's rows as of an hour ago, so the change has settled.
    const { student, path } = await studentFeed(server);
    const hourAgo = new Date(Date.now() - 3_600_000 + 123).toISOString();
    await server.db
      .update(calendarFeeds)
      .set({ createdAt: hourAgo })
      .where(eq(calendarFeeds.email, student.email));
    const [enrollment] = await server.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.email, student.email));
    await server.db
      .update(enrollments)
      .set({ createdAt: hourAgo })
      .where(eq(enrollments.email, student.email));
    await server.db
      .update(classes)
      .set({ updatedAt: hourAgo })
      .where(eq(classes.id, enrollment!.classId));

    const first = await server.request('GET', path);
    const lastModified = String(first.headers['last-modified']);
    expect(lastModified).toBe(
      new Date(Math.floor(Date.parse(hourAgo) / 1000) * 1000).toUTCString(),
    );
    for (const method of ['GET', 'HEAD']) {
      const again = await server.request(method, path, {
        headers: { 'If-Modified-Since': lastModified },
      });
      expect(again.status, method).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['last-modified']).toBe(lastModified);
    }
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const full = await server.request('GET', path, { headers: { 'If-Modified-Since': older } });
    expect(full.status).toBe(200);
    expect(readCalendar(full.text()).events).toHaveLength(4);
  });

  it('answers a huge or malformed address with a 4xx in the error shape, never a 500', async () => {
    for (const path of [
      `/api/calendar/${'a'.repeat(6000)}.ics`,
      `/api/calendar/${'0'.repeat(32)}.ics%00`,
      '/api/calendar/%ZZ.ics',
      '/api/calendar/%ED%A0%80.ics',
      '/api/calendar/..%2F..%2Fusers.ics',
      `/api/calendar/${'f'.repeat(31)}.ics`,
      '/api/calendar/',
    ]) {
      const response = await server.request('GET', path);
      expect([400, 404], path.slice(0, 60)).toContain(response.status);
      expect(response.json(), path.slice(0, 60)).toHaveProperty('error.code');
    }
  });

  it('makes the URL on SITE_ORIGIN, not on the Host or X-Forwarded-Host of the request', async () => {
    const response = await server.request('POST', '/api/calendar-feed', {
      headers: {
        Authorization: `Bearer ${studentToken}`,
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'http',
      },
    });
    expect(response.status).toBe(200);
    const feed = response.json() as CalendarFeed;
    expect(feed.url).toMatch(/^https:\/\/academy\.example\/api\/calendar\/[0-9a-f]{32}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace('https:', 'webcal:'));
    // The new URL responds; the one before it does not.
    expect((await server.request('GET', new URL(feed.url).pathname)).status).toBe(200);
    expect((await server.request('GET', feedPath)).status).toBe(404);
  });
});
