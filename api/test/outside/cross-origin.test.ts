// Over HTTP against the real Node server: reads and writes that carry an Origin header, from an
// origin in CORS_ORIGINS and from any other. Every response must be a whole one (no 500, a body
// that decodes as its Content-Encoding says, the CORS headers only for the allowed origin), and
// none of them may leave an 'unhandled error' in the log.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClass, createUser } from '../factories.ts';
import { preflight, startRealServer, type RawResponse, type RealServer } from '../real-server.ts';

const ALLOWED = 'https://academy.example';
const OTHER = 'https://evil.example';
let server: RealServer;
let adminToken: string;
const logged: string[] = [];

beforeAll(async () => {
  // development: the test mode keeps the log silent, and the log is checked here.
  server = await startRealServer({
    env: { NODE_ENV: 'development', CORS_ORIGINS: ALLOWED, LOG_LEVEL: 'error' },
  });
  // Enough classes for every list to pass the compression threshold.
  for (let index = 0; index < 12; index += 1) {
    await createClass(server.db, { name: `Cross-origin class ${index}`, status: 'approved' });
  }
  adminToken = await server.tokenFor((await createUser(server.db, { role: 'admin' })).email);
});
afterAll(() => server.close());

// The server's log lines (node.ts batches them to stdout): none may report an unhandled error.
beforeAll(() => {
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest) => {
    logged.push(String(chunk));
    return write(chunk as string, ...(rest as []));
  });
});
afterEach(() => {
  server.server.flushLogs();
  expect(logged.join('')).not.toContain('unhandled error');
  logged.length = 0;
});
afterAll(() => vi.restoreAllMocks());

const PUBLIC_READS = [
  '/api/config',
  '/api/class',
  '/api/class?limit=5',
  '/api/class?since=0',
  '/api/popularClass',
  '/api/instructor',
  '/api/popularInstructor',
];
/** Headers only a cached response's body carries: they must never reach any other response. */
const BODY_HEADERS = ['content-encoding', 'etag', 'cache-control'];

function decoded(response: RawResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(response.body)
      : encoding === 'gzip'
        ? gunzipSync(response.body)
        : response.body;
  if (encoding !== undefined) expect(['br', 'gzip']).toContain(encoding);
  const length = response.headers['content-length'];
  if (length !== undefined) expect(Number(length)).toBe(response.body.length);
  return JSON.parse(bytes.toString('utf8')) as unknown;
}

const varyOf = (response: RawResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((part) => part.trim());

describe.each([
  ['with', { 'Accept-Encoding': 'br, gzip' }],
  ['without', {}],
])('a public read %s Accept-Encoding', (_label, encoding: Record<string, string>) => {
  it.each(PUBLIC_READS)('GET %s from the allowed origin: 200, CORS, a whole body', async (path) => {
    const response = await server.request('GET', path, {
      headers: { Origin: ALLOWED, ...encoding },
    });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(varyOf(response)).toContain('Origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(decoded(response)).toBeTruthy();
  });

  it.each(PUBLIC_READS)('GET %s from another origin: 200 without CORS headers', async (path) => {
    const response = await server.request('GET', path, { headers: { Origin: OTHER, ...encoding } });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(varyOf(response)).toContain('Origin');
    expect(decoded(response)).toBeTruthy();
  });

  it('an admin’s list (compressed per request) from the allowed origin', async () => {
    const response = await server.request('GET', '/api/class?status=all', {
      headers: { Origin: ALLOWED, Authorization: `Bearer ${adminToken}`, ...encoding },
    });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-encoding']).toBe(
      encoding['Accept-Encoding'] ? 'br' : undefined,
    );
    expect(decoded(response)).toHaveLength(12);
  });
});

describe('revalidation, HEAD and errors from the allowed origin', () => {
  it.each(['/api/class', '/api/popularClass', '/api/class?limit=5'])(
    'GET %s with If-None-Match: 304, no body, CORS',
    async (path) => {
      const first = await server.request('GET', path, { headers: { Origin: ALLOWED } });
      const etag = String(first.headers.etag);
      const again = await server.request('GET', path, {
        headers: { Origin: ALLOWED, 'If-None-Match': etag, 'Accept-Encoding': 'br' },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(again.headers.etag).toBe(etag);
    },
  );

  it('HEAD /api/class: 200 with the headers only', async () => {
    const response = await server.request('HEAD', '/api/class', {
      headers: { Origin: ALLOWED, 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('a refusal carries CORS (the page can read it) and none of a cached body’s headers', async () => {
    const response = await server.request('GET', '/api/users', {
      headers: { Origin: ALLOWED, 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    for (const name of BODY_HEADERS) expect(response.headers[name]).toBeUndefined();
    expect(decoded(response)).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

describe('writes from another origin', () => {
  const preflightFrom = (origin: string) => preflight(server, '/api/contact', origin);

  it('a preflight from the allowed origin names the methods and headers a write may use', async () => {
    const response = await preflightFrom(ALLOWED);
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    const allowedHeaders = String(response.headers['access-control-allow-headers']).toLowerCase();
    expect(allowedHeaders).toContain('content-type');
    expect(allowedHeaders).toContain('authorization');
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('a preflight from another origin gets no CORS headers', async () => {
    const response = await preflightFrom(OTHER);
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a write from the allowed origin is done and readable there', async () => {
    const response = await server.request('POST', '/api/contact', {
      headers: { Origin: ALLOWED, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Pat',
        email: 'pat@visitor.test',
        subject: 'Hi',
        message: 'Hello from another origin',
      }),
    });
    expect(response.status).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
  });
});
