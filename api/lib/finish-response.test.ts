// Responses that replace other responses late in the chain, in-process on the real app: an error
// after a cached response was made, an encoder that fails, a response whose headers cannot change.
// None may carry the headers of the response it replaced, and each still leaves finished.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { testEnv } from '../test/test-env.ts';
import { createResponseCache, sendCached } from './response-cache.ts';
import type { Encoder } from './content-encoding.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { zlibEncoder } from './zlib-encoder.ts';

const ALLOWED = 'https://academy.example';
/** The headers of a cached body: a response that replaces it must carry none of them. */
const BODY_HEADERS = ['Content-Encoding', 'ETag', 'Cache-Control', 'Content-Length'];

let testDb: TestDb;
const logged: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.cleanup());

function appWith(encoder: Encoder, env: Record<string, string> = {}) {
  const app = createApp({
    db: testDb.db,
    env: testEnv({ NODE_ENV: 'development', CORS_ORIGINS: ALLOWED, LOG_LEVEL: 'error', ...env }),
    encoder,
    logWrite: (line) => logged.push(line),
  });
  const responses = createResponseCache();
  const big = Array.from({ length: 200 }, (_, index) => ({ index, name: `Class ${index}` }));
  // A step after the handler that fails once the cached (Brotli, ETag) response is made.
  app.get(
    '/late-error',
    async (_c, next) => {
      await next();
      throw new Error('failed after the answer was made');
    },
    async (c) => sendCached(c, await responses.get('1', 'big', async () => big), encoder),
  );
  app.get('/big', (c) => c.json(big));
  // Response.redirect()'s headers are immutable: the security headers cannot be set on them.
  app.get('/moved', () => Response.redirect('https://academy.example/', 302));
  return app;
}

const expectFinished = (response: Response) => {
  for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name)).toBe(value);
  expect(response.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
};

describe('an answer that replaces another', () => {
  it('an error after a cached answer carries none of its headers', async () => {
    logged.length = 0;
    const response = await appWith(zlibEncoder).request('/api/late-error', {
      headers: { Origin: ALLOWED, 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(500);
    for (const name of BODY_HEADERS) expect(response.headers.get(name), name).toBeNull();
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toMatchObject({ error: { code: 'internal' } });
    expectFinished(response);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED);
    expect(logged.filter((line) => line.includes('unhandled error'))).toHaveLength(1);
  });

  it('an encoder that fails gives a plain error, not a half-compressed answer', async () => {
    const failing: Encoder = () => Promise.reject(new Error('encoder broke'));
    const response = await appWith(failing).request('/api/big', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(500);
    for (const name of BODY_HEADERS) expect(response.headers.get(name), name).toBeNull();
    expect(await response.json()).toMatchObject({ error: { code: 'internal' } });
    expectFinished(response);
  });

  it('a compressed answer keeps its own type and drops the plain length', async () => {
    const response = await appWith(zlibEncoder).request('/api/big', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('an answer with immutable headers is copied and finished, not turned into a 500', async () => {
    const response = await appWith(zlibEncoder).request('/api/moved', {
      headers: { Origin: ALLOWED },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://academy.example/');
    expectFinished(response);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED);
  });

  it('keeps what a step set before any answer existed (the rate limit’s Retry-After)', async () => {
    const app = appWith(zlibEncoder, { RATE_LIMIT_PER_MINUTE: '1' });
    const post = () =>
      app.request('/api/contact', {
        method: 'POST',
        headers: { Origin: ALLOWED, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Pat',
          email: 'pat@visitor.test',
          subject: 'Hi',
          message: 'Hi',
        }),
      });
    expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED);
    expectFinished(refused);
  });
});
