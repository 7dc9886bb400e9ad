import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApi, json, type TestApi } from '../test/test-api.ts';
import { createTestDb } from '../test/test-db.ts';
import { testEnv } from '../test/test-env.ts';

const contact = { name: 'Pat', email: 'pat@visitor.test', subject: 'Hi', message: 'Hello' };

describe('rate limit on writes and /jwt', () => {
  let api: TestApi;
  let clock = new Date('2030-01-01T00:00:00.000Z');
  beforeAll(async () => {
    api = await createTestApi({ env: { RATE_LIMIT_PER_MINUTE: '3' }, now: () => clock });
  });
  afterAll(() => api.cleanup());

  it('answers 429 in the error shape after the limit, leaves reads alone, and resets after a minute', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await api.call('POST', '/api/contact', { body: contact })).status).toBe(201);
    const refused = await api.call('POST', '/api/jwt', { body: { email: 'a@b.test' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await json(refused)).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await api.call('GET', '/api/class')).status).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    expect((await api.call('POST', '/api/contact', { body: contact })).status).toBe(201);
  });
});

describe('whose bucket a write counts in', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => api.cleanup());

  const post = (as?: string) => api.call('POST', '/api/contact', { as, body: contact });
  const statuses = async (count: number, as?: string) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i += 1) seen.push((await post(as)).status);
    return seen;
  };

  it('counts signed-in writes per person, so people behind one address do not share a limit', async () => {
    expect(await statuses(4, 'limit-a@academy.test')).toEqual([201, 201, 201, 429]);
    expect(await statuses(4, 'limit-b@academy.test')).toEqual([201, 201, 201, 429]);
    // Visitors at that same address still have their own three, and an invalid token is a visitor.
    expect(await statuses(4)).toEqual([201, 201, 201, 429]);
    const forged = await api.call('POST', '/api/contact', { token: 'not-a-token', body: contact });
    expect(forged.status).toBe(429);
  });

  it('reads TRUSTED_PROXY: no proxy by default, Cloudflare, or a number of proxies', () => {
    expect(testEnv().TRUSTED_PROXY).toEqual({ kind: 'none' });
    expect(testEnv({ TRUSTED_PROXY: ' Cloudflare ' }).TRUSTED_PROXY).toEqual({
      kind: 'cloudflare',
    });
    expect(testEnv({ TRUSTED_PROXY: '2' }).TRUSTED_PROXY).toEqual({
      kind: 'forwarded-for',
      hops: 2,
    });
    expect(() => testEnv({ TRUSTED_PROXY: 'true' })).toThrow(
      'TRUSTED_PROXY: must be none, cloudflare or a number of proxies from 1 to 9',
    );
  });

  it("never limits Stripe's signature-checked webhook", async () => {
    for (let i = 0; i < 6; i += 1) {
      const response = await api.call('POST', '/api/stripe/webhook', { body: {} });
      expect(response.status).toBe(404); // test mode: Stripe is not configured, but not 429
    }
  });
});

describe('request hardening', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ env: { CORS_ORIGINS: 'https://academy.example' } });
  });
  afterAll(() => api.cleanup());

  it('refuses a body over the limit with 413', async () => {
    const response = await api.call('POST', '/api/contact', {
      body: { ...contact, message: 'x'.repeat(100_000) },
    });
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await api.call('GET', '/api/config', {
      headers: { Origin: 'https://academy.example' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://academy.example');
    const other = await api.call('GET', '/api/config', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('sends security headers and a request id', async () => {
    const response = await api.call('GET', '/api/config');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Strict-Transport-Security')).toContain('max-age');
    expect(response.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
  });

  it('answers an unknown path with 404 in the error shape', async () => {
    const response = await api.call('GET', '/api/nope');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      error: {
        code: 'not_found',
        reason: 'no_such_route',
        params: { method: 'GET', path: '/api/nope' },
        message: 'There is no GET /api/nope.',
      },
    });
  });
});

describe('failures and logs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 500 without a stack trace when the database fails, and logs it with the request id', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const testDb = await createTestDb();
    const app = createApp({
      db: testDb.db,
      env: testEnv({ NODE_ENV: 'development', LOG_LEVEL: 'info' }),
    });
    await testDb.cleanup(); // the database is gone from under the app

    const response = await app.request('/api/class');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'internal',
        reason: 'internal_error',
        params: {},
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(text).not.toContain('stack');
    const requestId = response.headers.get('X-Request-Id');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.every((entry) => entry.requestId === requestId)).toBe(true);
    expect(logged.map((entry) => entry.msg)).toEqual(['unhandled error', 'request']);
  });
});
